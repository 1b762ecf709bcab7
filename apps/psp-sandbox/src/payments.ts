import { randomBytes } from "node:crypto";
import type { Selectable, Transaction } from "kysely";
import type { PspDatabase, PspDb, PspKind, PspPaymentTable, PspStatus } from "./schema.ts";

export type PspPayment = Selectable<PspPaymentTable>;

/** What a person on the hosted page (or the back office, for payouts) can do. */
export type PageAction = "approve" | "decline" | "pending" | "cancel";

const ACTION_STATUS: Record<PageAction, PspStatus> = {
  approve: "succeeded",
  decline: "failed",
  pending: "pending",
  cancel: "cancelled",
};

export function isFinal(status: PspStatus): boolean {
  return status === "succeeded" || status === "failed" || status === "cancelled";
}

export interface NewPayment {
  merchant: string;
  reference: string;
  kind: PspKind;
  method: string;
  amount: bigint;
  currency: string;
  returnUrl: string | null;
}

/** The webhook body: one event per status change, numbered by the payment's sequence. */
export function eventBody(p: PspPayment, nowMs: number): string {
  return JSON.stringify({
    id: `evt_${p.id}_${p.sequence}`,
    type: `payment.${p.status}`,
    created: Math.floor(nowMs / 1000),
    data: {
      paymentId: p.id,
      reference: p.reference,
      merchant: p.merchant,
      kind: p.kind,
      status: p.status,
      amount: p.amount.toString(),
      currency: p.currency,
      method: p.method,
      sequence: p.sequence,
    },
  });
}

async function enqueue(trx: Transaction<PspDatabase>, p: PspPayment, url: string, now: Date): Promise<void> {
  await trx
    .insertInto("psp_webhook_outbox")
    .values({
      event_id: `evt_${p.id}_${p.sequence}`,
      payment_id: p.id,
      url,
      body: eventBody(p, now.getTime()),
      next_attempt_at: now,
    })
    .onConflict((oc) => oc.column("event_id").doNothing())
    .execute();
}

/**
 * Creates the payment for a merchant reference, or returns the existing one: a merchant retrying
 * (a reloaded checkout link, a repeated payout call) never creates a second payment.
 * Payouts start pending and announce it; deposits wait for the player on the page.
 */
export async function openPayment(
  db: PspDb,
  input: NewPayment,
  webhookUrl: string,
  now: Date,
): Promise<PspPayment> {
  return db.transaction().execute(async (trx) => {
    const status: PspStatus = input.kind === "payout" ? "pending" : "created";
    const inserted = await trx
      .insertInto("psp_payment")
      .values({
        id: `psp_${randomBytes(8).toString("hex")}`,
        merchant: input.merchant,
        reference: input.reference,
        kind: input.kind,
        method: input.method,
        amount: input.amount,
        currency: input.currency,
        status,
        return_url: input.returnUrl,
        sequence: input.kind === "payout" ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(["merchant", "reference"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) {
      if (inserted.kind === "payout") await enqueue(trx, inserted, webhookUrl, now);
      return inserted;
    }
    return trx
      .selectFrom("psp_payment")
      .selectAll()
      .where("merchant", "=", input.merchant)
      .where("reference", "=", input.reference)
      .executeTakeFirstOrThrow();
  });
}

export type ActionResult = { payment: PspPayment; changed: boolean } | null;

/** Applies a page action; a final payment does not change. The event is queued in the same commit. */
export async function applyAction(
  db: PspDb,
  id: string,
  action: PageAction,
  webhookUrl: string,
  now: Date,
): Promise<ActionResult> {
  return db.transaction().execute(async (trx) => {
    const p = await trx
      .selectFrom("psp_payment")
      .selectAll()
      .where("id", "=", id)
      .forUpdate()
      .executeTakeFirst();
    if (!p) return null;
    const next = ACTION_STATUS[action];
    if (isFinal(p.status) || p.status === next) return { payment: p, changed: false };
    const updated = await trx
      .updateTable("psp_payment")
      .set({ status: next, sequence: p.sequence + 1, updated_at: now })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await enqueue(trx, updated, webhookUrl, now);
    return { payment: updated, changed: true };
  });
}

export async function getPayment(db: PspDb, id: string): Promise<PspPayment | undefined> {
  return db.selectFrom("psp_payment").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findByReference(
  db: PspDb,
  merchant: string,
  reference: string,
): Promise<PspPayment | undefined> {
  return db
    .selectFrom("psp_payment")
    .selectAll()
    .where("merchant", "=", merchant)
    .where("reference", "=", reference)
    .executeTakeFirst();
}

/** The status-query answer (merchant API). */
export function statusView(p: PspPayment) {
  return {
    id: p.id,
    reference: p.reference,
    kind: p.kind,
    status: p.status,
    amount: p.amount.toString(),
    currency: p.currency,
    method: p.method,
    sequence: p.sequence,
    updatedAt: p.updated_at.toISOString(),
  };
}
