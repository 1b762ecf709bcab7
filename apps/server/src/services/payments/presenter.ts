import { createHash } from "node:crypto";
import type { WalletPaymentTable } from "@parlay/db/wallet";
import { formatMoney } from "@parlay/domain/wallet";
import type { Selectable } from "kysely";
import { z } from "zod";
import { idNumber } from "../wallet/index.ts";

export type PaymentRow = Selectable<WalletPaymentTable>;

export const paymentStatus = z.enum(["created", "pending", "succeeded", "failed", "cancelled"]);

export const paymentView = z.object({
  id: z.number(),
  type: z.enum(["deposit", "withdrawal"]),
  method: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: paymentStatus,
  statusMessage: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  transactionId: z.number().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

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
