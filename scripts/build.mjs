// The one build: shared React for the import map, each remote's client bundle, then the shell.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const run = (cmd, args, cwd = root) => execFileSync(cmd, args, { cwd, stdio: "inherit" });

run(process.execPath, ["--import", "tsx", "scripts/build-remotes.ts"]);
run(process.execPath, [`${root}/node_modules/@react-router/dev/bin.js`, "build"], `${root}/apps/shell`);
