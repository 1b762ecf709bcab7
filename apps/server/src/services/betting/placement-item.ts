/**
 * One checked placement as the database function bet_place_coupons takes it (migration 0420): per
 * coupon its code, stake posting, row, legs and blocks, plus the answer the player gets, complete
 * but for what only the database knows — the coupon ids and the balance after the stakes, which
 * the template leaves as "id":-k and -1 (see the migration).
 */
import { currencyCode, currencyRules, type Money } from "@parlay/domain/betting";
import { walletCurrency } from "@parlay/domain/wallet";
import { AppError } from "../../http/errors.ts";
import { preparePosting, storedRefusal } from "../wallet/index.ts";
import type { CouponDraft } from "./check.ts";
import { randomCode } from "./codes.ts";
import type { Plan } from "./parse.ts";
import type { PlacementAccount, ReadOutcome } from "./placement-read.ts";
import { type CouponFields, type LegRow, presentCoupon } from "./store.ts";

export interface PlacementInput {
  userId: bigint;
  idempotencyKey: string;
  /** The request's fingerprint, stored with the key. */
  hash: string;
  account: PlacementAccount;
  plan: Plan;
  drafts: CouponDraft[];
  isLive: boolean;
  acceptedAfterMs: number;
  outcomes: ReadonlyMap<number, ReadOutcome>;
  placedAt: Date;
  /**
   * The outcomes' state was remembered, not read now (placement-cache.ts): the database writes the
   * placement only if the catalogue still shows it.
   */
  verify?: boolean;
}

const INSUFFICIENT_FUNDS = new AppError("INSUFFICIENT_FUNDS");
const REFUSAL_TEXT = storedRefusal(INSUFFICIENT_FUNDS);

const stakeKey = (input: PlacementInput, position: number) =>
  `bet:${input.userId}:${input.idempotencyKey}:stake${position === 0 ? "" : `:${position}`}`;

function legRows(input: PlacementInput, draft: CouponDraft): LegRow[] {
  return draft.legs.map((leg, position) => {
    const read = input.outcomes.get(leg.bet.outcomeId) as ReadOutcome;
    const r = read.row;
    return {
      coupon_id: 0n,
      position,
      outcome_id: BigInt(leg.bet.outcomeId),
      market_id: BigInt(leg.marketId),
      game_id: BigInt(leg.gameId),
      coef: Number(leg.odds),
      is_banker: leg.bet.banker,
      block_id: leg.bet.blockId,
      status_id: -1,
      outcome_name: r.outcome_name,
      market_name: r.market_name,
      number: r.number,
      sport_id: r.sport_id,
      home: r.home,
      away: r.away,
      start_at: r.start_at,
      game_status: r.status_id,
      time_sec: r.time_sec,
      is_finished: r.is_finished,
      score_home: r.score_home,
      score_away: r.score_away,
      champ_name: r.champ_name,
    } as LegRow;
  });
}

/** The answer text with placeholders: coupon k's id is -k, the balance fields -1. */
function answerTemplate(input: PlacementInput, coupons: { fields: CouponFields; legs: LegRow[] }[]): string {
  const views = coupons.map((c) => presentCoupon(c.fields, c.legs));
  const { account } = input;
  const balance = {
    accountId: Number(account.id),
    currency: account.currency,
    symbol: walletCurrency(account.currency)?.symbol ?? account.currency,
    money: -1,
    held: -1,
    balance: -1,
  };
  return JSON.stringify({
    coupon: views[0],
    coupons: views,
    balance,
    acceptedAfterMs: input.acceptedAfterMs,
  });
}

/** The placement as JSON text (one element of bet_place_coupons' array, without its index). */
export function placementItem(input: PlacementInput): string {
  const { plan, account } = input;
  let total = 0n as Money;
  const answerCoupons: { fields: CouponFields; legs: LegRow[] }[] = [];
  const coupons = input.drafts.map((draft, position) => {
    const amount = draft.engine.amount;
    total = (total + amount) as Money;
    const code = randomCode();
    const key = stakeKey(input, position);
    const posting = preparePosting({
      idempotencyKey: key,
      kind: "bet.stake",
      userId: input.userId,
      entries: [
        { account: account.id, currency: account.currency, amount: -amount },
        { house: "bets_in_play", currency: account.currency, amount },
      ],
    });
    const row = {
      type_id: draft.engine.typeId,
      system_value: draft.engine.systemValue,
      change_coef_action: plan.changeCoefAction,
      request_position: position,
      is_live: input.isLive,
      is_vip_bet: plan.isVipBet,
      is_drop_on_score_change: plan.isDropOnScoreChange,
      exact_coef: plan.exactCoef === null ? null : Number(plan.exactCoef),
      bonus_coef: draft.bonusCoef,
      anti_express_coef: draft.engine.antiExpress?.placedCoef
        ? Number(draft.engine.antiExpress.placedCoef)
        : null,
      anti_express_margin_bp: draft.engine.antiExpress?.marginBasisPoints ?? null,
      possible_win: draft.possibleWin.toString(),
      accepted_after_ms: input.acceptedAfterMs,
      placed_at: input.placedAt.toISOString(),
    };
    answerCoupons.push({
      fields: {
        id: BigInt(-(position + 1)),
        code,
        type_id: row.type_id,
        amount,
        currency: account.currency,
        account_id: account.id,
        system_value: row.system_value,
        change_coef_action: row.change_coef_action,
        status: -1,
        is_live: row.is_live,
        placed_at: input.placedAt,
        settled_at: null,
        return_amount: null,
        possible_win: draft.possibleWin,
        bonus_coef: row.bonus_coef,
        is_vip_bet: row.is_vip_bet,
      },
      legs: legRows(input, draft),
    });
    const blockAmounts = draft.engine.blockAmounts ?? [];
    return {
      code,
      codeBets: draft.legs.map((l) => ({
        outcomeId: l.bet.outcomeId,
        banker: l.bet.banker,
        blockId: l.bet.blockId,
      })),
      stakeKey: key,
      stakeHash: posting.hash,
      amount: amount.toString(),
      row,
      legs: draft.legs.map((l, i) => ({
        position: i,
        outcome_id: l.bet.outcomeId,
        market_id: l.marketId,
        game_id: l.gameId,
        coef: Number(l.odds),
        is_banker: l.bet.banker,
        block_id: l.bet.blockId,
      })),
      blocks:
        draft.engine.typeId === 5
          ? plan.blockIds.slice(1).map((blockId, i) => {
              const a = blockAmounts[i];
              return { block_id: blockId, amount: a === undefined || a === "max" ? null : a.toString() };
            })
          : [],
    };
  });
  return JSON.stringify({
    user: input.userId.toString(),
    key: input.idempotencyKey,
    hash: input.hash,
    account: account.id.toString(),
    currency: account.currency,
    digits: currencyRules(currencyCode(account.currency)).minorUnit,
    total: total.toString(),
    answer: answerTemplate(input, answerCoupons),
    refusal: REFUSAL_TEXT,
    refusalStatus: INSUFFICIENT_FUNDS.status,
    coupons,
    ...(input.verify
      ? {
          verify: [...input.outcomes.values()].map(({ row }) => ({
            o: row.outcome_id.toString(),
            coef: row.coef,
            status: row.status_id,
            live: row.is_live,
          })),
        }
      : {}),
  });
}
