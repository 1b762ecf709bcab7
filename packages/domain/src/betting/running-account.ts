/**
 * Chain (3) and conditional (5): ordered links staked from a running account A.
 * - A starts at the amount S; link i stakes s_i (chain: min(S, A); conditional: block 1 the
 *   amount, later blocks min(set amount, A) or A for "max"), and A ← A − s_i + s_i × factor_i.
 * - Once A is 0 the remaining links are not played (stake 0). The return is the final A.
 * - A link that is still open while A > 0 leaves the coupon (and every later stake) open.
 */
import type { BlockAmount, Selection } from "./coupon.ts";
import type { BetStatusId } from "./ids.ts";
import { factorScalePow, legFactor } from "./leg-factors.ts";
import { lineStatus } from "./line-status.ts";
import { ODDS_SCALE } from "./money.ts";
import { add, compare, isZero, mul, normalize, type Rational, rational, sub, ZERO } from "./rational.ts";
import type { CouponLine, Settlement } from "./settlement.ts";

export interface AccountLink {
  readonly legs: readonly number[];
  /** "max" stakes the whole account; an amount (minor units) is capped at the account. */
  readonly stake: BlockAmount;
}

export interface AccountRun {
  readonly settlement: Settlement;
  readonly lines: CouponLine[];
}

function blockFactor(selections: readonly Selection[], legs: readonly number[]): Rational | null {
  let product = 1n;
  let open = false;
  for (const i of legs) {
    const s = selections[i] as Selection;
    const f = legFactor(s.odds, s.status);
    if (f === 0n) return ZERO;
    if (f === null) open = true;
    else product *= f;
  }
  return open ? null : { n: product, d: factorScalePow(legs.length) };
}

export function runAccount(
  amount: bigint,
  selections: readonly Selection[],
  links: readonly AccountLink[],
): AccountRun {
  let account: Rational = rational(amount);
  let open = false;
  const lines: CouponLine[] = [];
  for (const link of links) {
    const statuses: BetStatusId[] = link.legs.map((i) => (selections[i] as Selection).status);
    let odds = 1n;
    for (const i of link.legs) odds *= (selections[i] as Selection).odds;
    const coefficient: Rational = { n: odds, d: ODDS_SCALE ** BigInt(link.legs.length) };
    const factor = blockFactor(selections, link.legs);
    const status = lineStatus(statuses, factor);
    if (open) {
      lines.push({ legs: link.legs, stake: null, coefficient, status, return: null });
      continue;
    }
    const stake: Rational = isZero(account)
      ? ZERO
      : link.stake === "max"
        ? account
        : compare(rational(link.stake), account) <= 0
          ? rational(link.stake)
          : account;
    if (isZero(stake)) {
      lines.push({ legs: link.legs, stake: ZERO, coefficient, status, return: ZERO });
      continue;
    }
    if (factor === null) {
      open = true;
      lines.push({ legs: link.legs, stake, coefficient, status, return: null });
      continue;
    }
    const won = mul(stake, factor);
    account = normalize(add(sub(account, stake), won));
    lines.push({ legs: link.legs, stake, coefficient, status, return: won });
  }
  return {
    settlement: open ? { pending: true, totalReturn: null } : { pending: false, totalReturn: account },
    lines,
  };
}

/** Chain: singles in the player's order, each staked min(S, A). */
export function chainLinks(amount: bigint, count: number): AccountLink[] {
  return Array.from({ length: count }, (_, i) => ({ legs: [i], stake: amount as BlockAmount }));
}

/** Conditional: block 1 staked with the amount, then each block's set amount or "max". */
export function conditionalLinks(
  amount: bigint,
  blocks: readonly (readonly number[])[],
  blockAmounts: readonly BlockAmount[],
): AccountLink[] {
  return blocks.map((legs, b) => ({
    legs: [...legs],
    stake: b === 0 ? (amount as BlockAmount) : (blockAmounts[b - 1] ?? "max"),
  }));
}
