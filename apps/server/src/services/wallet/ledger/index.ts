/**
 * The in-process ledger API other services (betting, casino) call inside their own transactions.
 * See docs/wallet.md for the contract and examples.
 */
export { ledgerError } from "./db-errors.ts";
export { canonicalJson, requestHash } from "./hash.ts";
export {
  type CaptureHoldInput,
  type CaptureResult,
  captureHold,
  type HoldResult,
  type PlaceHoldInput,
  placeHold,
  releaseHold,
} from "./holds.ts";
export { currentBalances, postTransaction } from "./post.ts";
export { type ReverseInput, reverseTransaction } from "./reverse.ts";
export type * from "./types.ts";
