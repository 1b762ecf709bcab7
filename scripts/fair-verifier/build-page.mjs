// Writes the single-file static verifier page: page.html with core.mjs inlined (its `export`s dropped).
// Run after editing either file: node scripts/fair-verifier/build-page.mjs (a test checks the page is current).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
export const PAGE_PATH = here("../../apps/shell/public/fairness/verify.html");

export function buildPage() {
  const core = readFileSync(here("./core.mjs"), "utf8").replace(/^export /gm, "");
  return readFileSync(here("./page.html"), "utf8").replace("/*CORE*/", () => core);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(PAGE_PATH), { recursive: true });
  writeFileSync(PAGE_PATH, buildPage());
  console.log(`wrote ${PAGE_PATH}`);
}
