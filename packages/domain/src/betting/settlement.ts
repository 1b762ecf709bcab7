/** Shapes shared by every coupon type family. */
import type { BetStatusId } from "./ids.ts";
import type { Rational } from "./rational.ts";

/** The exact outcome of a coupon: its total return in minor units, or null while it is open. */
export interface Settlement {
  readonly pending: boolean;
  /** Exact total return in minor units (not rounded); null while pending. */
  readonly totalReturn: Rational | null;
}

/** One line (bet) of a coupon, exact; the CLI and the UI round it for display. */
export interface CouponLine {
  /** Indices of the selections in the line, ascending. */
  readonly legs: readonly number[];
  /** Exact stake in minor units; null when not yet known (a chain link after an open link). */
  readonly stake: Rational | null;
  /** Product of the legs' placed odds (anti-express: the anti-coefficient). */
  readonly coefficient: Rational;
  readonly status: BetStatusId;
  /** Exact return in minor units; null while the line is unresolved. */
  readonly return: Rational | null;
}

export const PENDING: Settlement = { pending: true, totalReturn: null };
