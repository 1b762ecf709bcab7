/**
 * The payment state machine the site applies to provider events, operator decisions and status
 * queries. Events may arrive twice or out of order; the rule only ever moves forward
 * (created → pending → a terminal state), and a terminal state is final.
 */
export type PaymentStatus = "created" | "pending" | "succeeded" | "failed" | "cancelled";
export type ProviderStatus = Exclude<PaymentStatus, "created">;

export const TERMINAL_STATUSES: readonly PaymentStatus[] = ["succeeded", "failed", "cancelled"];

export function isTerminal(status: PaymentStatus): boolean {
  return TERMINAL_STATUSES.includes(status);
}

/**
 * - apply: move to `next` (and move money if `next` is terminal);
 * - ignore: nothing to do (a repeat, or an older event arriving late);
 * - conflict: the payment is already final with another outcome; recorded for an operator.
 */
export type TransitionDecision = "apply" | "ignore" | "conflict";

export function decideTransition(current: PaymentStatus, next: ProviderStatus): TransitionDecision {
  // A late "pending" never contradicts a final outcome: it is simply older news.
  if (isTerminal(current)) return current === next || next === "pending" ? "ignore" : "conflict";
  if (current === "pending" && next === "pending") return "ignore";
  return "apply";
}
