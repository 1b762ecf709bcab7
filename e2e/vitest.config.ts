import { defineConfig } from "vitest/config";

// Browser and whole-server tests: they need `npm run build` first (npm test does it).
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
