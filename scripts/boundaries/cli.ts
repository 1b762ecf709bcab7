// `npm run --silent boundaries`: the layers' import rules (check.ts); exit 1 naming every wrong-way import.
import { fileURLToPath } from "node:url";
import { checkBoundaries } from "./check.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const violations = checkBoundaries(root);
for (const v of violations) console.error(`${v.file}: "${v.specifier}" ${v.rule}`);
if (violations.length > 0) {
  console.error(`\n${violations.length} import(s) break the layers (docs/architecture.md "Layers").`);
  process.exit(1);
}
console.log("boundaries: every import points the right way");
