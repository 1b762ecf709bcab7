import { defineConfig } from "vitest/config";

/** Browser-side code: module-level singletons (HTTP client, stores, APIs) and DOM environments. */
const BROWSER_SIDE = ["apps/shell", "apps/backoffice", "remotes", "packages/web", "packages/remote-protocol"];
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];
const under = (dirs: string[]) => dirs.flatMap((d) => TEST_FILES.map((f) => `${d}/${f}`));

// Unit and integration tests. Browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    exclude: ["**/node_modules/**", "**/build/**"],
    // Worker threads rather than child processes: no process start and module load per file (about half
    // the CPU of forks here, docs/benchmarks.md).
    pool: "threads",
    // Both cores: vitest's default is cores − 1, one worker here, which leaves a quiet machine half idle.
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 60000,
    projects: [
      {
        extends: true,
        test: {
          name: "server",
          include: [
            ...under(["apps/server", "apps/psp-sandbox", "apps/game-sandbox", "packages", "scripts"]),
          ],
          exclude: ["**/node_modules/**", "**/build/**", ...under(BROWSER_SIDE)],
          // The files of a worker share one module graph instead of each importing the server anew
          // (import was most of the CPU time, docs/benchmarks.md "Test time"). Safe here: the server
          // keeps its state per database handle (WeakMap<Db, …>) and every file opens its own database.
          isolate: false,
          // One migrated PGlite for the run; each test database starts as a copy of it.
          globalSetup: ["packages/db/src/testing-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser-side",
          // One module graph per worker here too: importing React, happy-dom and the toolkit again
          // for every file was two thirds of this project's time (docs/benchmarks.md "Test time").
          // The files reset what they change (vi.unstubAllGlobals, their stores' reset); they pass in
          // any order (checked with --sequence.shuffle.files).
          isolate: false,
          include: under(BROWSER_SIDE),
        },
      },
    ],
  },
});
