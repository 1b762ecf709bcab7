/** TEST HELPERS — a catalogue in memory answering the lobby API as the server would. */
import type { GameDetail, GameTile } from "@parlay/contracts/casino-lobby";
import { type CasinoApi, type CasinoPlayerApi, NotFound } from "./api.ts";

export const tile = (over: Partial<GameTile> & Pick<GameTile, "id" | "name">): GameTile => ({
  slug: over.name.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  provider: { id: "acme", name: "Acme Games" },
  category: "slots",
  rtpBp: 9615,
  volatility: "high",
  jackpot: false,
  art: null,
  theme: null,
  ...over,
});

export const GAMES: GameTile[] = [
  tile({ id: 1, name: "Fruit Fiesta" }),
  tile({ id: 2, name: "Mega Vault", jackpot: true, volatility: "medium", rtpBp: 9400 }),
  tile({ id: 3, name: "European Roulette", category: "table", volatility: "low", rtpBp: 9730 }),
  tile({ id: 4, name: "Dice", category: "fast", provider: { id: "parlay", name: "Parlay" }, rtpBp: 9900 }),
];

export const detail = (game: GameTile): GameDetail => ({
  ...game,
  description: `${game.name}: a test game.`,
  rules: "Match three symbols on a line.",
  maxBet: null,
  releasedOn: null,
  // Fruit Fiesta and European Roulette allow demo play; the site decides whether it is offered.
  demo: game.id === 1 || game.id === 3 ? "open" : "none",
  minSpinMs: 2500,
  availableHere: true,
});

/** The catalogue's reads over GAMES; `calls` records every read. */
export function memoryApi(calls: string[] = []): CasinoApi {
  const list = (games: GameTile[]) => Promise.resolve({ games });
  return {
    games: (f) => {
      calls.push(`games:${JSON.stringify(f)}`);
      return list(
        GAMES.filter(
          (g) => (!f.category || g.category === f.category) && (!f.provider || g.provider.id === f.provider),
        ),
      );
    },
    lobby: () => {
      calls.push("lobby");
      return Promise.resolve({
        rows: { new: [], popular: GAMES.slice(0, 2), jackpots: [GAMES[1] as GameTile], live: [] },
      });
    },
    game: (id) => {
      calls.push(`game:${id}`);
      const g = GAMES.find((x) => x.id === id);
      return g ? Promise.resolve(detail(g)) : Promise.reject(new NotFound(`/games/${id}`));
    },
    providers: () => {
      calls.push("providers");
      return Promise.resolve({
        providers: [
          { id: "acme", name: "Acme Games", games: 3 },
          { id: "parlay", name: "Parlay", games: 1 },
        ],
      });
    },
    search: (q) => {
      calls.push(`search:${q}`);
      return list(GAMES.filter((g) => g.name.toLowerCase().includes(q.toLowerCase())));
    },
    random: () => Promise.resolve({ game: GAMES[0] as GameTile }),
    crash: () => {
      calls.push("crash");
      return Promise.reject(new NotFound("/web-api/originals/crash"));
    },
  };
}

export function memoryPlayer(favorites: GameTile[]): CasinoPlayerApi {
  return {
    favorites: () => Promise.resolve({ games: favorites }),
    favoriteIds: () => Promise.resolve({ ids: favorites.map((g) => g.id) }),
    recent: () => Promise.resolve({ games: [GAMES[2] as GameTile] }),
    originalSeeds: () => Promise.reject(new NotFound("/web-api/originals/seeds")),
    originalBets: () => Promise.resolve({ bets: [] }),
    crashBets: () => Promise.resolve({ bets: [] }),
  };
}
