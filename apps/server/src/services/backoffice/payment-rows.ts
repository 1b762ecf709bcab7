import type { paymentQuery, paymentRow } from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { Kysely, Selectable } from "kysely";
import type { z } from "zod";

type PaymentQuery = z.infer<typeof paymentQuery>;
type Payment = Selectable<Database["wallet_payment"]>;

const SORT = { id: "id", amount: "amount", createdAt: "created_at" } as const;

/** Payments filtered, sorted and paged on the server (the queue, a player's payments, the dashboard's links). */
export async function listPayments(db: Kysely<Database>, q: PaymentQuery, limit?: number) {
  let base = db.selectFrom("wallet_payment");
  if (q.kind) base = base.where("kind", "=", q.kind);
  if (q.status) base = base.where("status", "=", q.status);
  if (q.userId) base = base.where("user_id", "=", q.userId);
  if (q.from) base = base.where("created_at", ">=", q.from);
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n,
  );
  const items = await base
    .selectAll()
    .orderBy(SORT[q.sort], q.dir)
    .orderBy("id", q.dir)
    .limit(limit ?? q.pageSize)
    .offset(limit ? 0 : (q.page - 1) * q.pageSize)
    .execute();
  return { items, total, page: q.page, pageSize: q.pageSize };
}

export function presentPaymentRow(p: Payment): z.infer<typeof paymentRow> {
  return {
    id: String(p.id),
    userId: String(p.user_id),
    kind: p.kind,
    method: p.method,
    currency: p.currency,
    amount: String(p.amount),
    status: p.status,
    createdAt: new Date(p.created_at).toISOString(),
    settledAt: p.settled_at ? new Date(p.settled_at).toISOString() : null,
  };
}
