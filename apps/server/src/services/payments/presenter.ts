import { createHash } from "node:crypto";
import { type PaymentView, paymentStatus, paymentView } from "@parlay/contracts/wallet";
import type { WalletPaymentTable } from "@parlay/db/wallet";
import { formatMoney } from "@parlay/domain/wallet";
import type { Selectable } from "kysely";
import { idNumber } from "../wallet/index.ts";

export type PaymentRow = Selectable<WalletPaymentTable>;

/** The payment answer is the contract's (@parlay/contracts/wallet). */
export { type PaymentView, paymentStatus, paymentView };

export function presentPayment(p: PaymentRow): PaymentView {
  return {
    id: idNumber(p.id),
    type: p.kind,
    method: p.method,
    amount: formatMoney(p.amount, p.currency),
    currency: p.currency,
    status: p.status,
    statusMessage: p.status_message,
    createdAt: p.created_at.toISOString(),
    settledAt: p.settled_at ? p.settled_at.toISOString() : null,
    transactionId: p.transaction_id === null ? null : idNumber(p.transaction_id),
  };
}

/** A short receipt hash support can quote (team cash `skks_hash`, paycheck `receiptHash`). */
export function receiptHash(p: PaymentRow): string {
  return createHash("sha256")
    .update(`${p.id}:${p.psp_payment_id ?? ""}:${p.amount}:${p.currency}`)
    .digest("hex")
    .slice(0, 32);
}
