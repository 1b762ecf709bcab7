// Builds the back office (docs/decisions/0010-backoffice-app.md): the client bundle (React, the
// app, its CSS; content-hashed) and the server renderer; build/manifest.json names the files.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "build");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const client = await build({
  entryPoints: { app: join(here, "src/entry.client.tsx") },
  bundle: true,
  format: "esm",
  platform: "browser",
  target: "es2022",
  minify: true,
  jsx: "automatic",
  entryNames: "[name]-[hash]",
  outdir: join(out, "client"),
  metafile: true,
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
const files = Object.keys(client.metafile.outputs).map((f) => basename(f));
const script = files.find((f) => f.endsWith(".js"));
const style = files.find((f) => f.endsWith(".css"));

await build({
  entryPoints: [join(here, "src/entry.server.tsx")],
  bundle: true,
  format: "esm",
  platform: "node",
  target: "node20",
  jsx: "automatic",
  packages: "external",
  loader: { ".css": "empty" },
  outfile: join(out, "server", "index.js"),
  define: { "process.env.NODE_ENV": '"production"' },
  logLevel: "warning",
});
writeFileSync(join(out, "manifest.json"), JSON.stringify({ script, style }));
console.log(`backoffice: ${script}, ${style}`);
