import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump } from "./testing-template.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
/** Where the migrated template is kept between runs (npm's and Vite's caches live there too). */
const CACHE = join(ROOT, "node_modules", ".cache", "parlay-test");

/**
 * Vitest globalSetup: one migrated PGlite, dumped, for every test database of the run to start
 * from (createTestDb). Migrating from empty takes ~6 s before any test can start, so the dump is
 * kept under node_modules/.cache keyed by everything it is made of: the database package's and the
 * domain package's sources (migrations import domain constants) and the PGlite version. A change to
 * any of them makes a new one. A failing migration fails the run.
 */
export default async function setup(project: TestProject): Promise<void> {
  const file = join(CACHE, `pglite-template-${templateKey()}.tar`);
  if (!existsSync(file)) {
    await mkdir(CACHE, { recursive: true });
    for (const old of await readdir(CACHE))
      if (old.startsWith("pglite-template-") && !old.endsWith(".partial"))
        await rm(join(CACHE, old), { force: true });
    // Written under another name and renamed: a run stopped half-way never leaves half a template.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await (await migratedPgliteDump()).arrayBuffer()));
    await rename(partial, file);
  }
  project.provide("pgliteTemplate", file);
}

function templateKey(): string {
  const hash = createHash("sha256");
  const pglite = join(ROOT, "node_modules", "@electric-sql", "pglite", "package.json");
  hash.update(JSON.parse(readFileSync(pglite, "utf8")).version);
  for (const dir of ["packages/db/src", "packages/domain/src"]) {
    for (const path of sourcesUnder(join(ROOT, dir))) {
      hash.update(path.slice(ROOT.length));
      hash.update(readFileSync(path));
    }
  }
  return hash.digest("hex").slice(0, 16);
}

function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourcesUnder(path));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}
