/**
 * The in-house games in the casino catalogue (issue 18): their provider and their codes (each game's
 * catalogue slug). The originals service writes one catalogue row per code; the casino remote draws
 * these games itself instead of a provider's frame.
 */
export const ORIGINALS_PROVIDER = "parlay";

export const ORIGINAL_GAMES = ["dice", "limbo", "mines", "plinko", "keno", "crash"] as const;
export type OriginalGameCode = (typeof ORIGINAL_GAMES)[number];

export function isOriginalGame(code: string): code is OriginalGameCode {
  return (ORIGINAL_GAMES as readonly string[]).includes(code);
}
