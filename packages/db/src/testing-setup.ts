import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteDump } from "./testing-template.ts";

/**
 * Vitest globalSetup: migrates one PGlite from empty before any test file runs and leaves its dump
 * for every test database of the run to start from (createTestDb). A failing migration fails the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), "parlay-pglite-template-"));
  const file = join(dir, "migrated.tar");
  await writeFile(file, new Uint8Array(await (await migratedPgliteDump()).arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rm(dir, { recursive: true, force: true });
}
