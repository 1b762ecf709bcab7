import { defineConfig } from "vitest/config";

// Unit and integration tests. Browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    include: [
      "packages/**/*.test.ts",
      "packages/**/*.test.tsx",
      "apps/**/*.test.ts",
      "apps/**/*.test.tsx",
      "remotes/**/*.test.ts",
      "remotes/**/*.test.tsx",
      "scripts/**/*.test.ts",
    ],
    exclude: ["**/node_modules/**", "**/build/**"],
    // Worker threads rather than child processes: no process start and module load per file (about half
    // the CPU of forks here, docs/benchmarks.md). Each file still runs in its own isolated context.
    pool: "threads",
    // One migrated PGlite for the run; each test database starts as a copy of it.
    globalSetup: ["packages/db/src/testing-setup.ts"],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
