/** TEST HELPERS — a lobby catalogue: two providers (one disabled) with games carrying the lobby's fields. */
import type { Db } from "@parlay/db";
import { type ProviderGame, registerProvider } from "./providers.ts";
import { TEST_KEY } from "./testing.ts";

export const LOBBY_PROVIDER = "lobbyprov";
export const HIDDEN_PROVIDER = "hiddenprov";

export const LOBBY_GAMES: ProviderGame[] = [
  {
    code: "fruit-fiesta",
    name: "Fruit Fiesta",
    category: "slots",
    rtpBp: 9615,
    volatility: "high",
    lobby: {
      collections: ["vulkan"],
      texts: {
        en: { description: "A five-reel fruit slot.", rules: "Match three or more symbols on a payline." },
        ru: { rules: "Три и более символа на линии." },
      },
      releasedOn: "2026-11-01",
      popularity: 50,
      demoAllowed: true,
    },
  },
  {
    code: "mega-vault",
    name: "Mega Vault",
    category: "slots",
    rtpBp: 9400,
    volatility: "medium",
    lobby: { jackpot: true, popularity: 80, slug: "mega-vault-jackpot" },
  },
  {
    code: "euro-roulette",
    name: "European Roulette",
    category: "table",
    rtpBp: 9730,
    volatility: "low",
    lobby: { popularity: 10 },
  },
  { code: "live-wheel", name: "Live Wheel", category: "live", rtpBp: 9600, volatility: "low" },
  { code: "rocket-100%", name: "Rocket_100%", category: "crash", rtpBp: 9900 },
];

/** Registers the lobby's test providers: `lobbyprov` (listed) and `hiddenprov` (disabled). */
export async function registerLobbyCatalogue(db: Db): Promise<void> {
  await registerProvider(db, {
    id: LOBBY_PROVIDER,
    name: "Lobby Games",
    signingKey: TEST_KEY,
    launchUrl: "https://lobby.example/play",
    games: LOBBY_GAMES,
  });
  await registerProvider(db, {
    id: HIDDEN_PROVIDER,
    name: "Hidden Studio",
    signingKey: TEST_KEY,
    launchUrl: "https://hidden.example/play",
    games: [{ code: "hidden-slot", name: "Fruit Hidden", category: "slots" }],
  });
  await db
    .updateTable("casino_provider")
    .set({ is_enabled: false })
    .where("id", "=", HIDDEN_PROVIDER)
    .execute();
}

/** The catalogue id of a test game by its code. */
export async function gameIdOf(db: Db, code: string): Promise<number> {
  const row = await db
    .selectFrom("casino_game")
    .select("id")
    .where("code", "=", code)
    .executeTakeFirstOrThrow();
  return row.id;
}
