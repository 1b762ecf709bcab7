// Writes the single-file static verifier page: page.html with core.mjs inlined (its `export`s dropped).
// Run after editing either file: node scripts/fair-verifier/build-page.mjs (a test checks the page is current).
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
export const PAGE_PATH = here("../../apps/shell/public/fairness/verify.html");

/**
 * The page, whose Content-Security-Policy allows exactly its one inline script by hash (`scriptHash`): a
 * server answering with a CSP of its own must add the same 'sha256-…' source to script-src.
 */
export function buildPage() {
  const core = readFileSync(here("./core.mjs"), "utf8").replace(/^export /gm, "");
  const page = readFileSync(here("./page.html"), "utf8").replace("/*CORE*/", () => core);
  const script = page.slice(page.indexOf('<script type="module">') + 22, page.indexOf("</script>"));
  const scriptHash = `sha256-${createHash("sha256").update(script).digest("base64")}`;
  return { html: page.replace("__SCRIPT_HASH__", scriptHash), scriptHash };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(PAGE_PATH), { recursive: true });
  writeFileSync(PAGE_PATH, buildPage().html);
  console.log(`wrote ${PAGE_PATH}`);
}
