import { execFile } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
const BENCHMARKS = join(ROOT, "docs", "benchmarks.md");

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** Replaces one `## heading` section of docs/benchmarks.md, leaving the others as they are. */
export function writeSection(heading: string, body: string): void {
  const intro =
    "# Benchmarks\n\nFigures measured on the project's 2-core machines. Each section is written by its own `npm run bench:*` script; every figure is a median over repeated rounds, next to a baseline measured in the same run.\n";
  let text = existsSync(BENCHMARKS) ? readFileSync(BENCHMARKS, "utf8") : intro;
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const start = text.indexOf(`## ${heading}\n`);
  if (start === -1) {
    text = `${text.trimEnd()}\n\n${section}`;
  } else {
    const next = text.indexOf("\n## ", start + 1);
    text = `${text.slice(0, start)}${section}${next === -1 ? "" : text.slice(next)}`;
  }
  writeFileSync(BENCHMARKS, `${text.trimEnd()}\n`);
}

const execFileAsync = promisify(execFile);

/** The same server URL with another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A scratch pgbench database on the same server, created if missing and initialised at `scale`. */
export async function preparePgbench(url: string, database: string, scale: number): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = $1", [database]);
  if (exists.rowCount === 0) await admin.query(`create database ${database}`);
  await admin.end();
  const target = withDatabase(url, database);
  await execFileAsync("pgbench", ["-i", "-q", "-s", String(scale), target], { maxBuffer: 1 << 24 });
  return target;
}
