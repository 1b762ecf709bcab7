// `npm test`: type check, lint, unit and integration tests, build, then browser tests, and one
// closing line that any CI can read: "Tests: N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const reports = join(root, "build", "test-reports");
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

function step(name, cmd, args) {
  console.log(`\n=== ${name}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
  if (res.status !== 0) {
    console.error(`=== ${name} failed (exit ${res.status})`);
    ok = false;
  }
  return res.status === 0;
}

function vitest(name, extra) {
  const out = join(reports, `${name}.json`);
  step(name, process.execPath, [
    join(root, "node_modules/vitest/vitest.mjs"),
    "run",
    ...extra,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  try {
    const r = JSON.parse(readFileSync(out, "utf8"));
    totals.passed += r.numPassedTests;
    // A file that fails to load has no failed tests of its own but must still count.
    totals.failed += r.numFailedTests + (r.numFailedTests === 0 ? (r.numFailedTestSuites ?? 0) : 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

const npx = (bin) => join(root, "node_modules", ".bin", bin);
step("typecheck", "npm", ["run", "--silent", "typecheck"]);
step("lint", npx("biome"), ["check", "."]);
step("boundaries", process.execPath, ["--import", "tsx", join(root, "scripts/boundaries/cli.ts")]);
if (!process.env.DATABASE_URL) {
  console.log(
    "\nDATABASE_URL is not set: database tests run on the embedded PGlite only (real PostgreSQL skipped).",
  );
}
vitest("unit-and-integration", []);
if (step("build", "npm", ["run", "--silent", "build"])) {
  vitest("browser-and-server", ["--config", "e2e/vitest.config.ts"]);
} else {
  totals.failed += 1;
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
