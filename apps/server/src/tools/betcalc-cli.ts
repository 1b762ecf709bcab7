/**
 * betcalc — settle a JSON coupon by hand or from tools:
 *   npm run --silent betcalc -- FILE      (FILE "-" reads standard input)
 * Prints the lines and totals as JSON on stdout; on bad input prints the problems on stderr and
 * exits with code 2. The input format is documented in docs/betting.md and packages/domain/src/betting/betcalc.ts.
 */
import { runBetcalc } from "./betcalc-command.ts";

process.exitCode = runBetcalc(process.argv.slice(2));
