/**
 * Placing a coupon (spec 001 §3–§5), every type 0–9:
 *
 * 1. the body becomes a Plan (parse.ts) — 4xx before any read;
 * 2. a first check against the current catalogue (check.ts) refuses early and tells whether a bet
 *    is live; a live coupon then waits the live acceptance delay OUTSIDE any transaction;
 * 3. in one idempotent transaction the catalogue is read again and checked again — the odds,
 *    suspensions and (drop on score change) scores of that moment under the player's policy —
 *    and the coupon(s), legs, codes and stakes are written (write.ts).
 *
 * A refusal in step 3 is stored under the idempotency key and replayed; one in step 2 is not
 * (nothing was attempted), so the same key may be sent again.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Db } from "@parlay/db";
import { AppError } from "../../http/errors.ts";
import { getOutcomes } from "../sportsbook/store/coupon.ts";
import { ACCOUNT_TYPE, type AccountRow, accountInCurrency, ownAccount } from "../wallet/accounts/store.ts";
import { presentBalance } from "../wallet/http.ts";
import { type IdempotentAnswer, withIdempotency } from "../wallet/idempotency.ts";
import { checkPlacement } from "./check.ts";
import { parsePlan } from "./parse.ts";
import type { BettingSettings } from "./settings.ts";
import { presentCoupons } from "./store.ts";
import type { PlaceAnswer, PlaceBody } from "./views.ts";
import { writeCoupons } from "./write.ts";

const OPERATION = "bet.place";

async function accountFor(db: Db, userId: bigint, body: PlaceBody): Promise<AccountRow> {
  const account =
    body.accountId === undefined
      ? await accountInCurrency(db, userId, body.currency)
      : await ownAccount(db, userId, BigInt(body.accountId));
  if (account.currency !== body.currency) {
    throw new AppError(
      "NO_ACCOUNT_IN_CURRENCY",
      `Account ${body.accountId} is not a ${body.currency} account`,
    );
  }
  return account;
}

/** True when this key already has an answer (or a first attempt in flight): replay, no delay. */
async function answered(db: Db, userId: bigint, key: string): Promise<boolean> {
  const row = await db
    .selectFrom("wallet_idempotency")
    .select("key")
    .where("user_id", "=", userId)
    .where("operation", "=", OPERATION)
    .where("key", "=", key)
    .executeTakeFirst();
  return row !== undefined;
}

const outcomesOf = (db: Db, body: PlaceBody) =>
  getOutcomes(
    db,
    body.bets.map((b) => b.outcomeId),
  );

export async function placeCoupon(
  db: Db,
  userId: bigint,
  body: PlaceBody,
  settings: BettingSettings,
): Promise<IdempotentAnswer<PlaceAnswer>> {
  const plan = parsePlan(body);
  let acceptedAfterMs = 0;
  let scoresBefore: Map<number, string> | undefined;
  if (!(await answered(db, userId, body.idempotencyKey))) {
    const account = await accountFor(db, userId, body);
    const isBonusAccount = account.type === ACCOUNT_TYPE.bonus;
    const first = checkPlacement(plan, await outcomesOf(db, body), settings, { isBonusAccount });
    if (first.isLive && settings.liveDelayMs > 0) {
      // Live acceptance delay: the request waits, then the transaction re-checks everything.
      const started = performance.now();
      await sleep(settings.liveDelayMs);
      acceptedAfterMs = Math.round(performance.now() - started);
      scoresBefore = first.scores;
    }
  }
  return withIdempotency<PlaceAnswer>(
    db,
    { userId, operation: OPERATION, key: body.idempotencyKey, request: body },
    async (trx) => {
      const account = await accountFor(trx, userId, body);
      const checked = checkPlacement(plan, await outcomesOf(trx, body), settings, {
        isBonusAccount: account.type === ACCOUNT_TYPE.bonus,
        ...(scoresBefore ? { scoresBefore } : {}),
      });
      const written = await writeCoupons(trx, {
        userId,
        idempotencyKey: body.idempotencyKey,
        account,
        plan,
        drafts: checked.drafts,
        isLive: checked.isLive,
        acceptedAfterMs,
      });
      const views = await presentCoupons(trx, written.coupons);
      const [coupon] = views;
      if (!coupon) throw new Error("placement wrote no coupon");
      return {
        statusCode: 201,
        body: { coupon, coupons: views, balance: presentBalance(written.account), acceptedAfterMs },
      };
    },
  );
}
