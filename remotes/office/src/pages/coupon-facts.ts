import {
  BetStatus,
  CouponType,
  formatOddsDecimal,
  LOBBY_BLOCK_ID,
  type Odds,
  parseOdds,
  roundCoefficient,
  systemOffset,
} from "@parlay/domain/betting";
import type { CouponBetView, CouponView } from "../api/betting-types.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";

/**
 * What the bet history says about a coupon and its legs, from the contract's CouponView: the
 * type's name (system k/n), the status names of spec 001 §3, the total coefficient and the possible
 * win. Pure: the page and the tests read the same answers.
 */

type BetStatusKey = keyof typeof BetStatus;
const STATUS_KEY = new Map<number, BetStatusKey>(
  (Object.entries(BetStatus) as [BetStatusKey, number][]).map(([key, id]) => [id, key]),
);
const TYPE_KEY = new Map<number, keyof typeof CouponType>(
  (Object.entries(CouponType) as [keyof typeof CouponType, number][]).map(([key, id]) => [id, key]),
);

/** The system's n: non-banker bets of a system, non-lobby blocks of a multibet (spec 001 §5). */
export function systemSize(coupon: Pick<CouponView, "typeId" | "bets">): number {
  const lobby = coupon.bets.filter((b) => b.banker || b.blockId === LOBBY_BLOCK_ID);
  const blocks = new Set(
    coupon.bets.filter((b) => b.blockId !== null && b.blockId !== LOBBY_BLOCK_ID).map((b) => b.blockId),
  );
  return systemOffset({
    typeId: coupon.typeId === CouponType.multibet ? CouponType.multibet : CouponType.system,
    betCount: coupon.bets.length,
    nonLobbyBlockCount:
      coupon.typeId === CouponType.multibet ? blocks.size : coupon.bets.length - lobby.length,
    hasBankers: lobby.length > 0,
  });
}

/** "Single", "Express", "System 2/3", "Multibet 2/4" …; an id outside the table is named by its number. */
export function couponTypeName(
  coupon: Pick<CouponView, "typeId" | "systemValue" | "bets">,
  t: OfficeDictionary,
) {
  const key = TYPE_KEY.get(coupon.typeId);
  if (!key) return fill(t.bets.typeUnknown, { id: coupon.typeId });
  if ((key === "system" || key === "multibet") && coupon.systemValue !== null)
    return fill(t.bets.typesSized[key], { k: coupon.systemValue, n: systemSize(coupon) });
  return t.bets.types[key];
}

/** The coupon's status as the filter groups it: open, won, lost, returned, or a half result. */
export type CouponStatusKey =
  | "open"
  | "won"
  | "lost"
  | "returned"
  | "forcedReturn"
  | "halfWinHalfReturn"
  | "halfLoseHalfReturn"
  | "halfLoseHalfWin";

export function couponStatusKey(status: number): CouponStatusKey {
  switch (STATUS_KEY.get(status)) {
    case "win":
      return "won";
    case "lose":
      return "lost";
    case "return":
      return "returned";
    case "forcedReturn":
      return "forcedReturn";
    case "halfWinHalfReturn":
      return "halfWinHalfReturn";
    case "halfLoseHalfReturn":
      return "halfLoseHalfReturn";
    case "halfLoseHalfWin":
      return "halfLoseHalfWin";
    default:
      return "open"; // -1, -2, or a status this page does not know yet: not settled
  }
}

export type LegStatusKey = BetStatusKey | "inPlay" | "unknown";

/**
 * A leg's status name key. -1 is "game not started" in the spec; once the game runs (the server
 * says so from the feed, issue 13 #8) or its start time has passed, the leg is in play (still
 * waiting for its result).
 */
export function legStatusKey(
  bet: Pick<CouponBetView, "statusId" | "startAt" | "inPlay">,
  now: number,
): LegStatusKey {
  const key = STATUS_KEY.get(bet.statusId);
  if (!key) return "unknown";
  if (key === "notStarted" && (bet.inPlay || (bet.startAt && Date.parse(bet.startAt) <= now)))
    return "inPlay";
  return key;
}

export function legStatusName(
  bet: Pick<CouponBetView, "statusId" | "startAt" | "inPlay">,
  now: number,
  t: OfficeDictionary,
) {
  const key = legStatusKey(bet, now);
  return key === "unknown" ? fill(t.bets.legStatuses.unknown, { id: bet.statusId }) : t.bets.legStatuses[key];
}

/** The product of the legs' odds for a single or an express (× the bonus coefficient); null for other types. */
export function totalCoef(coupon: Pick<CouponView, "typeId" | "bets" | "bonusCoef">): string | null {
  if (coupon.typeId !== CouponType.single && coupon.typeId !== CouponType.express) return null;
  if (coupon.typeId === CouponType.single && coupon.bets.length !== 1) return null;
  let n = 1n;
  let d = 1n;
  for (const bet of [...coupon.bets.map((b) => b.coef), ...(coupon.bonusCoef ? [coupon.bonusCoef] : [])]) {
    const odds = parseOdds(bet);
    if (odds === null) return null;
    n *= odds;
    d *= 1000n;
  }
  return formatOddsDecimal(roundCoefficient({ n, d }) as Odds);
}

/** The server's possible win (null when the coupon's type has no one figure). */
export function possibleWinOf(coupon: Pick<CouponView, "possibleWin">): string | null {
  return coupon.possibleWin;
}

/** "Arsenal – Chelsea", or the game's number / id when the answer has no names. */
export function gameName(bet: CouponBetView, t: OfficeDictionary): string {
  if (bet.home && bet.away) return `${bet.home} – ${bet.away}`;
  return fill(t.bets.gameFallback, { id: bet.gameNumber || bet.gameId });
}

export function marketName(bet: CouponBetView, t: OfficeDictionary): string {
  return bet.marketName || fill(t.bets.marketFallback, { id: bet.marketId });
}

export function outcomeName(bet: CouponBetView, t: OfficeDictionary): string {
  return bet.outcomeName || fill(t.bets.outcomeFallback, { id: bet.outcomeId });
}
