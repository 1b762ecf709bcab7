/**
 * The betcalc command's work, apart from the process it runs in (betcalc-cli.ts): read the coupon
 * file, settle it, write the answer. The exit code is returned, so tests run it in process.
 */
import { readFileSync } from "node:fs";
import { betcalc } from "@parlay/domain/betcalc";

export interface BetcalcIo {
  /** A file's text; "-" is standard input. Throws when it cannot be read. */
  read(file: string): string;
  out(text: string): void;
  err(text: string): void;
}

export const processIo: BetcalcIo = {
  read: (file) => readFileSync(file === "-" ? 0 : file, "utf8"),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** 0 with the lines and totals as JSON on stdout; 2 with the problems on stderr. */
export function runBetcalc(args: readonly string[], io: BetcalcIo = processIo): 0 | 2 {
  const fail = (messages: readonly string[]): 2 => {
    for (const message of messages) io.err(`betcalc: ${message}\n`);
    return 2;
  };
  const file = args[0];
  if (file === undefined || args.length > 1)
    return fail(["usage: betcalc FILE (a JSON coupon; - for stdin)"]);
  let text: string;
  try {
    text = io.read(file);
  } catch (error) {
    return fail([`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return fail([`${file} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`]);
  }
  const result = betcalc(json);
  if (!result.ok) return fail(result.errors);
  for (const warning of result.warnings) io.err(`betcalc: note: ${warning}\n`);
  io.out(`${JSON.stringify(result.output)}\n`);
  return 0;
}
