import type { Database, Db } from "@parlay/db";
import type { PaymentEventOutcome } from "@parlay/db/wallet";
import { decideTransition, isTerminal, type PaymentKind, type ProviderStatus } from "@parlay/domain/wallet";
import type { Transaction } from "kysely";
import { AppError } from "../../http/errors.ts";
import { notifyPlayer } from "../support/index.ts";
import type { DepositCreditedHook } from "../wallet/index.ts";
import { captureHold, postTransaction, releaseHold } from "../wallet/index.ts";
import type { PaymentRow } from "./presenter.ts";

/** A status change from the provider (webhook or status query) or from an operator. */
export interface PaymentEvent {
  /** Unique per event: a repeat with the same id is a duplicate and changes nothing. */
  eventId: string;
  paymentId: bigint;
  pspPaymentId: string | null;
  kind: PaymentKind;
  status: ProviderStatus;
  amount: bigint;
  currency: string;
  sequence: number;
  message?: string | undefined;
  body: unknown;
}

export interface AppliedEvent {
  duplicate: boolean;
  outcome: PaymentEventOutcome | null;
  payment: PaymentRow;
}

/** What else happens in the transaction that applies an event. */
export interface PaymentHooks {
  onDepositCredited?: DepositCreditedHook | undefined;
}

/** A payment's amount for a message: minor units and the currency (the office formats them). */
function moneyParams(p: PaymentRow): Record<string, string> {
  return { amount: p.amount.toString(), currency: p.currency, paymentId: p.id.toString() };
}

async function settle(
  trx: Transaction<Database>,
  p: PaymentRow,
  status: ProviderStatus,
  hooks: PaymentHooks,
): Promise<bigint | null> {
  if (p.kind === "deposit" && status === "succeeded") {
    const posted = await postTransaction(trx, {
      idempotencyKey: `payment:${p.id}:credit`,
      kind: "deposit",
      userId: p.user_id,
      entries: [
        { account: p.account_id, currency: p.currency, amount: p.amount },
        { house: "deposits_clearing", currency: p.currency, amount: -p.amount },
      ],
      meta: { paymentId: p.id.toString() },
    });
    if (!posted.replayed) {
      await notifyPlayer(trx, p.user_id, "deposit_credited", moneyParams(p));
      await hooks.onDepositCredited?.(trx, {
        paymentId: p.id,
        userId: p.user_id,
        accountId: p.account_id,
        currency: p.currency,
        amount: p.amount,
      });
    }
    return posted.transactionId;
  }
  if (p.kind === "withdrawal" && p.hold_id !== null) {
    if (status === "succeeded") {
      const captured = await captureHold(trx, {
        holdId: p.hold_id,
        idempotencyKey: `payment:${p.id}:payout`,
        kind: "withdrawal",
        house: "withdrawals_clearing",
        userId: p.user_id,
        meta: { paymentId: p.id.toString() },
      });
      if (!captured.replayed)
        await notifyPlayer(trx, p.user_id, "withdrawal_decided", { ...moneyParams(p), outcome: "paid" });
      return captured.transactionId;
    }
    if (status === "failed" || status === "cancelled") {
      const released = await releaseHold(trx, p.hold_id);
      if (!released.replayed)
        await notifyPlayer(trx, p.user_id, "withdrawal_decided", { ...moneyParams(p), outcome: "refused" });
    }
  }
  return null;
}

/**
 * Applies one event exactly once, whatever the order and however often it arrives:
 * - the payment row is locked, so two events of one payment never interleave;
 * - the event id is stored with the outcome in the same commit (a duplicate changes nothing);
 * - the state machine only moves forward, so a late `pending` after `succeeded` is ignored and a
 *   contradicting final outcome is recorded as a conflict for an operator;
 * - money moves under keys derived from the payment (`payment:{id}:credit|payout`), so even two
 *   different events saying "succeeded" cannot credit twice.
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  hooks: PaymentHooks = {},
  /** Runs in the same transaction once the event is recorded (a staff decision writes its audit row here). */
  within?: (trx: Transaction<Database>, applied: AppliedEvent) => Promise<void>,
): Promise<AppliedEvent> {
  return db.transaction().execute(async (trx) => {
    const p = await trx
      .selectFrom("wallet_payment")
      .selectAll()
      .where("id", "=", event.paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!p) throw new AppError("NOT_FOUND", `No payment ${event.paymentId}`);
    // A provider id already bound to another payment is a mismatch, never a 500 on the unique key.
    const boundElsewhere =
      event.pspPaymentId !== null &&
      p.psp_payment_id === null &&
      (await trx
        .selectFrom("wallet_payment")
        .select("id")
        .where("psp_payment_id", "=", event.pspPaymentId)
        .executeTakeFirst()) !== undefined;
    const matches =
      !boundElsewhere &&
      p.kind === event.kind &&
      p.amount === event.amount &&
      p.currency === event.currency &&
      (p.psp_payment_id === null || event.pspPaymentId === null || p.psp_payment_id === event.pspPaymentId);
    const decision = matches ? decideTransition(p.status, event.status) : null;
    const outcome: PaymentEventOutcome =
      decision === null
        ? "mismatch"
        : decision === "apply"
          ? "applied"
          : decision === "ignore"
            ? "ignored"
            : "conflict";
    const recorded = await trx
      .insertInto("wallet_payment_event")
      .values({
        event_id: event.eventId,
        payment_id: p.id,
        type: `payment.${event.status}`,
        sequence: event.sequence,
        outcome,
        body: JSON.stringify(event.body ?? null),
      })
      .onConflict((oc) => oc.column("event_id").doNothing())
      .returning("event_id")
      .executeTakeFirst();
    if (!recorded) return { duplicate: true, outcome: null, payment: p };
    if (outcome !== "applied") {
      const unchanged = { duplicate: false, outcome, payment: p };
      await within?.(trx, unchanged);
      return unchanged;
    }
    const transactionId = isTerminal(event.status) ? await settle(trx, p, event.status, hooks) : null;
    const now = new Date();
    const updated = await trx
      .updateTable("wallet_payment")
      .set({
        status: event.status,
        status_message: event.message ?? p.status_message,
        psp_payment_id: p.psp_payment_id ?? event.pspPaymentId,
        transaction_id: transactionId ?? p.transaction_id,
        updated_at: now,
        ...(isTerminal(event.status) ? { settled_at: now } : {}),
      })
      .where("id", "=", p.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const applied = { duplicate: false, outcome, payment: updated };
    await within?.(trx, applied);
    return applied;
  });
}
