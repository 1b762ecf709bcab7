/**
 * betcalc — settle a JSON coupon by hand or from tools:
 *   npm run --silent betcalc -- FILE      (FILE "-" reads standard input)
 * Prints the lines and totals as JSON on stdout; on bad input prints the problems on stderr and
 * exits with code 2. The input format is documented in docs/betting.md and packages/domain/src/betting/betcalc.ts.
 */
import { readFileSync } from "node:fs";
import { betcalc } from "@parlay/domain/betcalc";

function fail(messages: readonly string[]): never {
  for (const message of messages) process.stderr.write(`betcalc: ${message}\n`);
  process.exit(2);
}

const file = process.argv[2];
if (file === undefined || process.argv.length > 3) fail(["usage: betcalc FILE (a JSON coupon; - for stdin)"]);

let text: string;
try {
  text = readFileSync(file === "-" ? 0 : file, "utf8");
} catch (error) {
  fail([`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`]);
}

let json: unknown;
try {
  json = JSON.parse(text);
} catch (error) {
  fail([`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`]);
}

const result = betcalc(json);
if (!result.ok) fail(result.errors);
for (const warning of result.warnings) process.stderr.write(`betcalc: note: ${warning}\n`);
process.stdout.write(`${JSON.stringify(result.output)}\n`);
