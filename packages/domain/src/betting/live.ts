/**
 * Live and finished detection (spec 001 §4 "Coupon").
 * - A game is finished when flagged so or when its game status is 4.
 * - A bet is live when any holds: the game is not finished and has game time; it is
 *   live-in-live; its game status is 2 or 3; the market is live.
 */

export interface LiveGame {
  readonly status?: number | null;
  /** Game time in seconds; "has game time" means a positive value. */
  readonly timeSec?: number | null;
  readonly finished?: boolean | null;
  readonly liveInLive?: boolean | null;
}

export interface LiveBet {
  readonly game: LiveGame;
  readonly market: { readonly isLive?: boolean | null };
}

export const GAME_STATUS_FINISHED = 4;
export const LIVE_GAME_STATUSES: readonly number[] = [2, 3];

export function isGameFinished(game: LiveGame): boolean {
  return game.finished === true || game.status === GAME_STATUS_FINISHED;
}

export function isBetLive(bet: LiveBet): boolean {
  const { game } = bet;
  const hasGameTime = typeof game.timeSec === "number" && game.timeSec > 0;
  return (
    (!isGameFinished(game) && hasGameTime) ||
    game.liveInLive === true ||
    (typeof game.status === "number" && LIVE_GAME_STATUSES.includes(game.status)) ||
    bet.market.isLive === true
  );
}
