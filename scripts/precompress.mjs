// Brotli 10 and gzip 9 copies of every hashed script and stylesheet, written next to it once per
// build: a hashed file never changes, so the slow compression is paid here and never per request
// (the server sends file.br / file.gz when the browser accepts them). Quality 10 rather than 11:
// on the whole build 11 saved another 1.5% of the bytes for 2.5 times the time (docs/benchmarks.md).
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
// Only folders whose files carry a content hash in their names; the names are checked as well.
const HASHED = /-[A-Za-z0-9_-]{8}\.(?:js|css)$/;
const MIN_BYTES = 1024;

function* files(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (HASHED.test(entry.name)) yield path;
  }
}

const remotes = readdirSync(join(root, "remotes"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => join(root, "remotes", d.name, "dist", "client"));
const folders = [
  join(root, "apps", "shell", "build", "client", "assets"),
  join(root, "build", "shared"),
  ...remotes,
];

const started = performance.now();
let raw = 0;
let br = 0;
let count = 0;
for (const folder of folders) {
  for (const path of files(folder)) {
    const size = statSync(path).size;
    if (size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const brotli = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    });
    const gzip = gzipSync(body, { level: 9 });
    if (brotli.length < size) writeFileSync(`${path}.br`, brotli);
    if (gzip.length < size) writeFileSync(`${path}.gz`, gzip);
    raw += size;
    br += brotli.length;
    count++;
  }
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB → brotli ${(br / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms`,
);
