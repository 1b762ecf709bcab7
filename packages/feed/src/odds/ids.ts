/**
 * The simulator's id scheme. Market and outcome ids are derived from what they mean, so a restart
 * (or a second process with the same seed) produces the same ids without any shared state:
 *   marketId  = gameId · 2^19 + ((typeId · 8 + kind) · 4096 + 4·param + 2048)
 *   outcomeId = marketId · 32 + the outcome's position
 * Game ids stay below 2^29, so every id is a safe integer (< 2^53).
 */
export const MAX_GAME_ID = 2 ** 29;

export function marketIdOf(gameId: number, typeId: number, kind: number, param: number | null): number {
  const line = param === null ? 2048 : Math.round(param * 4) + 2048;
  if (typeId < 0 || typeId > 15 || kind < 0 || kind > 7 || line < 0 || line > 4095) {
    throw new RangeError(`market key out of range: type ${typeId} kind ${kind} param ${param}`);
  }
  if (gameId <= 0 || gameId >= MAX_GAME_ID) throw new RangeError(`game id out of range: ${gameId}`);
  return gameId * 2 ** 19 + (typeId * 8 + kind) * 4096 + line;
}

export function outcomeIdOf(marketId: number, position: number): number {
  if (position < 0 || position > 31) throw new RangeError(`outcome position out of range: ${position}`);
  return marketId * 32 + position;
}

/** The game an id of this scheme belongs to. */
export function gameIdOfMarket(marketId: number): number {
  return Math.floor(marketId / 2 ** 19);
}
