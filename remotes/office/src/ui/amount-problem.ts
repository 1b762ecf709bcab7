import { formatMoney, walletCurrency } from "@parlay/domain/wallet";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { type AmountLimits, type AmountProblem, displayMoney } from "../money.ts";

/** The sentence for an amount the rules refuse, with the bound that was crossed. */
export function amountProblemText(
  problem: AmountProblem,
  ctx: { currency: string; symbol: string; limits: AmountLimits; available?: bigint; lang: string },
  t: OfficeDictionary,
): string {
  const money = (minor: bigint) => displayMoney(formatMoney(minor, ctx.currency), ctx.symbol, ctx.lang);
  switch (problem) {
    case "empty":
      return t.amount.empty;
    case "malformed":
      return fill(t.amount.malformed, {
        example: formatMoney(ctx.limits.presets[0] ?? ctx.limits.min, ctx.currency),
        decimals: walletCurrency(ctx.currency)?.minorUnit ?? 2,
      });
    case "zero":
      return t.amount.zero;
    case "below_min":
      return fill(t.amount.belowMin, { min: money(ctx.limits.min) });
    case "above_max":
      return fill(t.amount.aboveMax, { max: money(ctx.limits.max) });
    case "over_balance":
      return fill(t.amount.overBalance, { available: money(ctx.available ?? 0n) });
  }
}
