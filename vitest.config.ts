import { defineConfig } from "vitest/config";

// Unit and integration tests. Browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    include: [
      "packages/**/*.test.ts",
      "apps/**/*.test.ts",
      "apps/**/*.test.tsx",
      "remotes/**/*.test.ts",
      "remotes/**/*.test.tsx",
    ],
    exclude: ["**/node_modules/**", "**/build/**"],
    // One migrated PGlite for the run; each test database starts as a copy of it.
    globalSetup: ["packages/db/src/testing-setup.ts"],
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
