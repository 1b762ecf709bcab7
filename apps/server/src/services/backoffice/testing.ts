/**
 * TEST FIXTURES — an example request for every back-office section route (players, payments,
 * dashboard, voids), for the staff policy table and audit enumeration (staff.test.ts). Each call
 * makes its own rows, so every role's request and every audit call acts on something fresh.
 */
import type { Db } from "@parlay/db";
import { seedGame } from "../betting/testing/catalogue.ts";
import { STAFF_API } from "../staff/index.ts";
import { placeHold } from "../wallet/index.ts";
import { fund, playerWithAccount } from "../wallet/testing/fixtures.ts";

type Example = () => Promise<{ url: string; body?: unknown }> | { url: string; body?: unknown };

let holds = 0;

/** A funded player's pending withdrawal with its hold, not sent to the provider yet. */
export async function pendingWithdrawal(db: Db, amount = 100_00n): Promise<bigint> {
  const { userId, accountId } = await playerWithAccount(db);
  await fund(db, accountId, "RUB", amount);
  const hold = await placeHold(db, {
    idempotencyKey: `test-withdrawal:${accountId}:${++holds}:${Date.now()}`,
    accountId,
    amount,
    kind: "withdrawal",
  });
  const row = await db
    .insertInto("wallet_payment")
    .values({
      user_id: userId,
      account_id: accountId,
      currency: "RUB",
      kind: "withdrawal",
      method: "card",
      amount,
      status: "pending",
      hold_id: hold.holdId,
      created_at: new Date(),
      updated_at: new Date(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function paymentRequest(db: Db, userId: bigint): Promise<bigint> {
  const row = await db
    .insertInto("wallet_payment_request")
    .values({
      user_id: userId,
      topic_id: 1,
      sub_topic_id: null,
      payment_id: null,
      message: "Where is my money?",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `dbOf` is read at call time (the suite's database is made in beforeAll). */
export function sectionExamples(dbOf: () => Db): Record<string, Example> {
  const P = `${STAFF_API}/players`;
  const player = async () => (await playerWithAccount(dbOf())).userId;
  let game: Promise<number> | null = null;
  const outcome = () => {
    game ??= seedGame(dbOf()).then((g) => g.outcomes[0]);
    return game;
  };
  return {
    [`GET ${P}`]: () => ({ url: `${P}?q=a&page=1&pageSize=5&sort=createdAt&dir=asc` }),
    [`GET ${P}.csv`]: () => ({ url: `${P}.csv?banned=no` }),
    [`GET ${P}/:id`]: async () => ({ url: `${P}/${await player()}` }),
    [`GET ${P}/:id/bets`]: async () => ({ url: `${P}/${await player()}/bets` }),
    [`GET ${P}/:id/payments`]: async () => ({ url: `${P}/${await player()}/payments?kind=withdrawal` }),
    [`GET ${P}/:id/sessions`]: async () => ({ url: `${P}/${await player()}/sessions` }),
    [`POST ${P}/:id/sessions/end`]: async () => ({ url: `${P}/${await player()}/sessions/end`, body: {} }),
    [`GET ${P}/:id/notes`]: async () => ({ url: `${P}/${await player()}/notes` }),
    [`POST ${P}/:id/notes`]: async () => ({
      url: `${P}/${await player()}/notes`,
      body: { body: "Called in" },
    }),
    [`GET ${P}/:id/limits`]: async () => ({ url: `${P}/${await player()}/limits` }),
    [`PUT ${P}/:id/ban`]: async () => ({
      url: `${P}/${await player()}/ban`,
      body: { banLevel: 1, banVersion: 1 },
    }),
    [`GET ${STAFF_API}/payments`]: () => ({ url: `${STAFF_API}/payments?kind=withdrawal&status=pending` }),
    [`GET ${STAFF_API}/payments.csv`]: () => ({ url: `${STAFF_API}/payments.csv` }),
    [`POST ${STAFF_API}/payments/withdrawals/:paymentId/approve`]: async () => ({
      url: `${STAFF_API}/payments/withdrawals/${await pendingWithdrawal(dbOf())}/approve`,
      body: {},
    }),
    [`POST ${STAFF_API}/payments/withdrawals/:paymentId/decline`]: async () => ({
      url: `${STAFF_API}/payments/withdrawals/${await pendingWithdrawal(dbOf())}/decline`,
      body: { reason: "Card closed" },
    }),
    [`POST ${STAFF_API}/payments/:paymentId/reconcile`]: async () => ({
      url: `${STAFF_API}/payments/${await pendingWithdrawal(dbOf())}/reconcile`,
      body: {},
    }),
    [`GET ${STAFF_API}/payment-requests`]: () => ({ url: `${STAFF_API}/payment-requests?status=open` }),
    [`POST ${STAFF_API}/payment-requests/:id/answer`]: async () => ({
      url: `${STAFF_API}/payment-requests/${await paymentRequest(dbOf(), await player())}/answer`,
      body: { answer: "Paid yesterday." },
    }),
    [`GET ${STAFF_API}/dashboard`]: () => ({ url: `${STAFF_API}/dashboard` }),
    [`POST ${STAFF_API}/betting/outcomes/:outcomeId/void`]: async () => ({
      url: `${STAFF_API}/betting/outcomes/${await outcome()}/void`,
      body: { reason: "Palpable error" },
    }),
  };
}
