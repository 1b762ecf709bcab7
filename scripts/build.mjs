// The one build: shared React for the import map, each remote's client bundle, the shell, the back office, then
// brotli and gzip copies of every hashed file.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { cwd, stdio: "inherit" });

run(process.execPath, ["--import", "tsx", "scripts/build-remotes.ts"]);
run(process.execPath, [`${root}/node_modules/@react-router/dev/bin.js`, "build"], `${root}/apps/shell`);
run(process.execPath, ["apps/backoffice/build.mjs"]);
run(process.execPath, ["scripts/precompress.mjs"]);
