/**
 * Placing a coupon (spec 001 §3–§5): the engine re-validates it against the CURRENT catalogue
 * (blocked markets, odds changes under the player's changeCoefAction, amount limits), then the
 * coupon, its legs and the stake's ledger movement are written in one idempotent transaction.
 */
import type { Db } from "@parlay/db";
import {
  type AmountLimits,
  BetStatus,
  type ChangeCoefActionId,
  CouponType,
  type CouponTypeId,
  checkCouponAmount,
  couponProblems,
  decideCoefChange,
  formatOddsDecimal,
  type Money,
  type Odds,
  parseOdds,
} from "@parlay/domain/betting";
import { parseMoney, walletCurrency } from "@parlay/domain/wallet";
import { AppError } from "../../http/errors.ts";
import { getOutcomes } from "../sportsbook/store/coupon.ts";
import { accountInCurrency, ownAccount } from "../wallet/accounts/store.ts";
import { type BalanceView, presentBalance } from "../wallet/http.ts";
import { withIdempotency } from "../wallet/idempotency.ts";
import { postTransaction } from "../wallet/ledger/post.ts";
import { type CouponView, type PlaceBody, presentCoupon } from "./views.ts";

/** Types whose settlement and structure this server supports so far. */
export const PLACEABLE_TYPES: readonly CouponTypeId[] = [
  CouponType.single,
  CouponType.express,
  CouponType.system,
];

/** Amount limits per currency (site config); null skips the check. */
export type LimitsFor = (currency: string) => AmountLimits | null;

export interface PlaceAnswer {
  coupon: CouponView;
  balance: BalanceView;
}

interface ParsedBet {
  outcomeId: number;
  odds: Odds;
  banker: boolean;
  blockId: number | null;
}

/** Input checks that need no database: 4xx before anything is written. */
function parseRequest(body: PlaceBody): { typeId: CouponTypeId; amount: Money; bets: ParsedBet[] } {
  const typeId = body.typeId as CouponTypeId;
  if (!PLACEABLE_TYPES.includes(typeId)) {
    throw new AppError(
      "COUPON_TYPE_NOT_SUPPORTED",
      `Coupon type ${typeId} cannot be placed yet (0, 1, 2 can)`,
    );
  }
  if (!walletCurrency(body.currency)) {
    throw new AppError("CURRENCY_NOT_SUPPORTED", `${body.currency} is not a wallet currency`);
  }
  const amount = parseMoney(body.amount, body.currency);
  if (amount === null || amount <= 0n) {
    throw new AppError(
      "VALIDATION",
      `body.amount: "${body.amount}" is not a positive ${body.currency} amount`,
    );
  }
  const bets = body.bets.map((b, i) => {
    const odds = parseOdds(b.coef);
    if (odds === null)
      throw new AppError("VALIDATION", `body.bets[${i}].coef: "${b.coef}" is not odds above 1.000`);
    return { outcomeId: b.outcomeId, odds, banker: b.banker ?? false, blockId: b.blockId ?? null };
  });
  if (new Set(bets.map((b) => b.outcomeId)).size !== bets.length) {
    throw new AppError("COUPON_INVALID", "The same outcome is in the coupon twice");
  }
  return { typeId, amount: amount as Money, bets };
}

/** Reads the current prices and applies the odds-change policy; answers the odds to place at. */
async function currentOdds(
  trx: Db,
  bets: readonly ParsedBet[],
  action: ChangeCoefActionId,
): Promise<{ odds: Odds; marketId: number; gameId: number }[]> {
  const found = new Map(
    (
      await getOutcomes(
        trx,
        bets.map((b) => b.outcomeId),
      )
    ).map((o) => [o.market.id, o]),
  );
  const missing = bets.filter((b) => !found.has(b.outcomeId)).map((b) => b.outcomeId);
  if (missing.length > 0) throw new AppError("OUTCOME_NOT_FOUND", undefined, { outcomeIds: missing });
  const blocked = bets.filter((b) => found.get(b.outcomeId)?.isBlocked).map((b) => b.outcomeId);
  if (blocked.length > 0) throw new AppError("MARKET_BLOCKED", undefined, { outcomeIds: blocked });
  const placed = bets.map((b) => {
    const o = found.get(b.outcomeId);
    if (!o) throw new AppError("OUTCOME_NOT_FOUND");
    return {
      bet: b,
      current: BigInt(o.market.coef) as Odds,
      marketId: o.market.marketId,
      gameId: o.game.gameId,
    };
  });
  const changed = placed.filter((p) => decideCoefChange(action, p.bet.odds, p.current) === "confirm");
  if (changed.length > 0) {
    // The player confirms the new odds and sends the coupon again (with a new idempotency key).
    throw new AppError("COEF_CHANGED", undefined, {
      bets: changed.map((p) => ({ outcomeId: p.bet.outcomeId, coef: formatOddsDecimal(p.current) })),
    });
  }
  // An accepted change is placed at the current price: that is what the house offers now.
  return placed.map((p) => ({ odds: p.current, marketId: p.marketId, gameId: p.gameId }));
}

export async function placeCoupon(db: Db, userId: bigint, body: PlaceBody, limitsFor: LimitsFor) {
  const { typeId, amount, bets } = parseRequest(body);
  return withIdempotency<PlaceAnswer>(
    db,
    { userId, operation: "bet.place", key: body.idempotencyKey, request: body },
    async (trx) => {
      const account =
        body.accountId === undefined
          ? await accountInCurrency(trx, userId, body.currency)
          : await ownAccount(trx, userId, BigInt(body.accountId));
      if (account.currency !== body.currency) {
        throw new AppError(
          "NO_ACCOUNT_IN_CURRENCY",
          `Account ${body.accountId} is not a ${body.currency} account`,
        );
      }
      const priced = await currentOdds(trx, bets, body.changeCoefAction);
      const bankers = bets.flatMap((b, i) => (b.banker ? [i] : []));
      const problems = couponProblems({
        typeId,
        amount,
        selections: priced.map((p) => ({ odds: p.odds, status: BetStatus.notStarted })),
        ...(body.systemValue === undefined ? {} : { systemValue: body.systemValue }),
        ...(bankers.length > 0 ? { bankers } : {}),
      });
      if (problems.length > 0) throw new AppError("COUPON_INVALID", problems.join("; "), { problems });
      const limits = limitsFor(body.currency);
      if (limits) {
        const check = checkCouponAmount(amount, typeId, limits, account.type === 4);
        if (!check.ok) throw new AppError("AMOUNT_OUT_OF_RANGE", undefined, { reason: check.reason });
      }
      // The CHECK on available balance makes an overdraft impossible under any interleaving;
      // INSUFFICIENT_FUNDS rolls back to withIdempotency's savepoint and is stored as the answer.
      const stake = await postTransaction(trx, {
        idempotencyKey: `bet:${userId}:${body.idempotencyKey}:stake`,
        kind: "bet.stake",
        userId,
        entries: [
          { account: account.id, currency: account.currency, amount: -amount },
          { house: "bets_in_play", currency: account.currency, amount },
        ],
      });
      const coupon = await trx
        .insertInto("bet_coupon")
        .values({
          user_id: userId,
          account_id: account.id,
          currency: account.currency,
          type_id: typeId,
          amount,
          system_value: body.systemValue ?? null,
          change_coef_action: body.changeCoefAction,
          idempotency_key: body.idempotencyKey,
          stake_transaction_id: stake.transactionId,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const legs = await trx
        .insertInto("bet_coupon_bet")
        .values(
          bets.map((b, i) => ({
            coupon_id: coupon.id,
            position: i,
            outcome_id: b.outcomeId,
            market_id: priced[i]?.marketId ?? 0,
            game_id: priced[i]?.gameId ?? 0,
            coef: Number(priced[i]?.odds ?? b.odds),
            is_banker: b.banker,
            block_id: b.blockId,
          })),
        )
        .returningAll()
        .execute();
      const after = stake.accounts.find((a) => a.id === account.id) ?? account;
      return {
        statusCode: 201,
        body: {
          coupon: presentCoupon(coupon, legs),
          balance: presentBalance({ ...after, currency: account.currency }),
        },
      };
    },
  );
}
