import type { LiveDiff } from "@parlay/contracts/live";
import type { OutcomeAnswer } from "@parlay/contracts/sportsbook";
import { isBetLive, isGameFinished, isOdds, type Odds } from "@parlay/domain/betting";
import type { SlipBet } from "./types.ts";

/**
 * The current state of an outcome as GET /web-api/sportsbook/outcomes answers it (a "bet in a
 * coupon", spec 001 §3; coef in thousandths): the contract's type, mapped to the coupon's bet below.
 */
export type { OutcomeAnswer };

/** Game status 5: the game was cancelled (docs/sportsbook.md); like a finished one, it takes no bets. */
export const GAME_STATUS_CANCELLED = 5;

/** Finished (status 4 or flagged) or cancelled: the bet's game is over and the bet cannot be placed. */
export function isBetFinished(bet: Pick<SlipBet, "game">): boolean {
  return isGameFinished(bet.game) || bet.game.status === GAME_STATUS_CANCELLED;
}

/**
 * What stops the coupon from being placed before the server is asked: bets of finished games
 * (GAME_FINISHED) and suspended markets (MARKET_BLOCKED). Both place buttons — the coupon's and
 * the quick coupon's — and the store read this one rule.
 */
export function placeBlockers(bets: readonly SlipBet[]): { finished: SlipBet[]; blocked: boolean } {
  const finished = bets.filter(isBetFinished);
  return { finished, blocked: finished.length > 0 || bets.some((b) => b.isBlocked) };
}

/** Live in the engine's sense (spec 001 §4) and its game not over: the coupon's LIVE badge. */
export function isBetLiveNow(bet: SlipBet): boolean {
  return !isBetFinished(bet) && isBetLive(bet);
}

/** Thousandths as the engine's odds; 1.001 at the least (a blocked market can answer 1.000). */
export function oddsOf(thousandths: number): Odds {
  const value = BigInt(Math.round(thousandths));
  return (isOdds(value) ? value : 1001n) as Odds;
}

export function slipBetFrom(answer: OutcomeAnswer, blockId: number): SlipBet {
  const { market, game } = answer;
  return {
    outcomeId: market.id,
    gameId: game.gameId,
    marketId: market.marketId,
    previousCoef: null,
    market: {
      id: String(market.id),
      coef: oddsOf(market.coef),
      sportId: market.sportId,
      typeId: market.typeId,
      kind: market.kind,
      isLive: market.isLive,
      names: [market.names.market, market.names.outcome],
    },
    blockId,
    statusId: answer.statusId,
    game: {
      number: game.number,
      status: game.statusId,
      startTime: Date.parse(game.startAt) || null,
      timeSec: game.timeSec,
      opponents: game.opponents,
      fullScore: game.fullScore || null,
      finished: game.isFinished || game.statusId === GAME_STATUS_CANCELLED,
      liveInLive: game.isLiveInLive,
    },
    isBlocked: answer.isBlocked || game.isFinished || game.statusId === GAME_STATUS_CANCELLED,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    expressId: null,
    statisticId: null,
    playersDuel: false,
    pageType: null,
  };
}

/** A diff of the live push: the contract's (@parlay/contracts/live, docs/sportsbook.md "WebSocket protocol"). */
export type { LiveDiff };

/** Applies one game's diff to the coupon's bets (odds old → new, blocks, score, time, finish). */
export function applyLiveDiff(bets: readonly SlipBet[], diff: LiveDiff): SlipBet[] {
  const odds = new Map(diff.o ?? []);
  const blocks = new Map(diff.b ?? []);
  const outcomeBlocks = new Map(diff.ob ?? []);
  const results = new Map(diff.res ?? []);
  if (!bets.some((b) => b.gameId === diff.g)) return bets as SlipBet[];
  return bets.map((bet) => {
    if (bet.gameId !== diff.g) return bet;
    let next: SlipBet = bet;
    const coef = odds.get(bet.outcomeId);
    if (coef !== undefined) {
      const to = oddsOf(coef);
      if (to !== bet.market.coef)
        next = { ...next, previousCoef: bet.market.coef, market: { ...next.market, coef: to } };
    }
    const outcomeBlock = outcomeBlocks.get(bet.outcomeId);
    const marketBlock = blocks.get(bet.marketId);
    if (marketBlock !== undefined || outcomeBlock !== undefined) {
      // Two locks kept apart: the market's (dangerous moments come and go) and the outcome's own.
      const marketBlocked =
        marketBlock !== undefined ? marketBlock === 1 : (bet.marketBlocked ?? bet.isBlocked);
      const outcomeBlocked = outcomeBlock !== undefined ? outcomeBlock === 1 : bet.outcomeBlocked === true;
      next = { ...next, marketBlocked, outcomeBlocked, isBlocked: marketBlocked || outcomeBlocked };
    }
    const status = results.get(bet.outcomeId);
    if (status !== undefined) next = { ...next, statusId: status };
    const game: { -readonly [K in keyof SlipBet["game"]]: SlipBet["game"][K] } = { ...next.game };
    let gameChanged = false;
    if (diff.st !== undefined) {
      game.status = diff.st;
      gameChanged = true;
      if (diff.st === GAME_STATUS_CANCELLED) game.finished = true;
    }
    if (diff.sc !== undefined) {
      game.fullScore = `${diff.sc[0]}:${diff.sc[1]}`;
      gameChanged = true;
    }
    if (diff.tm !== undefined) {
      game.timeSec = diff.tm;
      gameChanged = true;
    }
    if (diff.fin === 1) {
      game.finished = true;
      gameChanged = true;
    }
    // A game that is over takes no more bets: its markets are closed for the coupon.
    if (isBetFinished({ game })) next = { ...next, isBlocked: true };
    return gameChanged ? { ...next, game } : next;
  });
}
