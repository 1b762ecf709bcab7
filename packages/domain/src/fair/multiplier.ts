/**
 * Multipliers are integers in ten-thousandths (1.0000× = 10 000); crash and limbo points, which players
 * read with two decimals, are whole hundredths and so always a multiple of 100 here.
 * Payout = ⌊stake × multiplier / 10 000⌋ minor units (rounded down; the RTP figures are per multiplier).
 */
export const MULTIPLIER_SCALE = 10_000;

/** The house keeps 1 %: a fair multiplier 1/p becomes 0.99/p, rounded down. */
export const HOUSE_EDGE_PERCENT = 1;

export function payout(stake: number, multiplier: number): number {
  return Number((BigInt(stake) * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE));
}
