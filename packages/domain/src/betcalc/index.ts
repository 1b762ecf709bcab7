/**
 * The betcalc calculation on its own subpath (`@parlay/domain/betcalc`): it validates its input with
 * zod, which the betting index keeps out of browser bundles. The command that reads files lives in
 * apps/server/src/tools/betcalc-cli.ts: this package does no IO.
 */
export * from "../betting/betcalc.ts";
