/**
 * An in-house game's page data (docs/casino.md "The originals' UI"): the crash round, and for a
 * signed-in player the seed pair and recent bets. The server reads it while it renders the page
 * (data/page-data.ts, the player's through the render grant), so the first view asks nothing; the
 * browser reads it the same way only when a page came without it (a client-side navigation).
 */
import type { CasinoApi, CasinoPlayerApi } from "../api.ts";
import type { OriginalGameCode, OriginalsServerData } from "./api.ts";

const settled = async <T>(p: Promise<T> | null): Promise<T | null> => {
  try {
    return p ? await p : null;
  } catch {
    return null;
  }
};

export async function loadOriginals(
  game: OriginalGameCode,
  api: Pick<CasinoApi, "crash">,
  player: Pick<CasinoPlayerApi, "originalSeeds" | "originalBets" | "crashBets"> | null,
): Promise<OriginalsServerData> {
  const crashGame = game === "crash";
  const [crash, seeds, bets, crashBets] = await Promise.all([
    settled(crashGame ? api.crash() : null),
    settled(player && !crashGame ? player.originalSeeds() : null),
    settled(player && game !== "crash" ? player.originalBets(game) : null),
    settled(player && crashGame ? player.crashBets() : null),
  ]);
  const mine = crashBets?.bets ?? [];
  return {
    game,
    signedIn: player !== null,
    seeds,
    bets: bets?.bets ?? [],
    // The player's bet in the round now is among their bets (the public read names nobody).
    crash: crash && {
      ...crash,
      myBet: mine.find((b) => b.gameNumber === crash.round?.gameNumber && b.state !== "refused") ?? null,
    },
    crashBets: mine,
  };
}
