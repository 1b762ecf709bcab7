import { checkAmount, formatMoney, type PaymentKind, paymentRules } from "@parlay/domain/wallet";
import { AppError } from "../../http/errors.ts";

/** Refuses an amount outside the currency's deposit or withdrawal range, naming the bound. */
export function assertAmountAllowed(kind: PaymentKind, currency: string, amount: bigint): void {
  const rules = paymentRules(currency)[kind];
  const problem = checkAmount(rules, amount);
  if (!problem) return;
  const bound =
    problem === "below_min"
      ? `minimum is ${formatMoney(rules.min, currency)}`
      : `maximum is ${formatMoney(rules.max, currency)}`;
  throw new AppError("AMOUNT_OUT_OF_RANGE", `The ${kind} ${bound} ${currency}`, {
    min: formatMoney(rules.min, currency),
    max: formatMoney(rules.max, currency),
  });
}
