/**
 * The casino lobby's answers (/web-api/casino, docs/casino.md "Lobby"): the server validates with
 * these schemas; the casino remote imports the types only (`import type`).
 */
import { z } from "zod";

export const VOLATILITIES = ["low", "medium", "high"] as const;

/** A game as a tile shows it: enough to draw it and link its page. */
export const gameTile = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  provider: z.object({ id: z.string(), name: z.string() }),
  category: z.string(),
  /** Return to player in hundredths of a percent (9615 = 96.15 %), when the provider states it. */
  rtpBp: z.number().int().nullable(),
  volatility: z.enum(VOLATILITIES).nullable(),
  jackpot: z.boolean(),
  art: z.string().nullable(),
  theme: z.string().nullable(),
});
export type GameTile = z.infer<typeof gameTile>;

export const gameList = z.object({ games: z.array(gameTile) });
export type GameList = z.infer<typeof gameList>;

/**
 * Demo play of a game on this site: `none` (the site or the game does not allow it), `open`
 * (anyone), `verified` (signed-in players whose age is verified: UK sites).
 */
export const DEMO_MODES = ["none", "open", "verified"] as const;
export type DemoMode = (typeof DEMO_MODES)[number];

/** A game page: its tile, its rules and description in the asked language, before any play. */
export const gameDetail = gameTile.extend({
  description: z.string(),
  rules: z.string(),
  /** Minor units; null when the game has no maximum. */
  maxBet: z.string().nullable(),
  releasedOn: z.string().nullable(),
  demo: z.enum(DEMO_MODES),
  /** The site's minimum time between two spins, passed to the provider (0: none). */
  minSpinMs: z.number().int(),
  /**
   * False when staff blocked the game in the visitor's country (casino_game.blocked_countries): the
   * page stays, without play or demo (launches are refused there).
   */
  availableHere: z.boolean(),
});
export type GameDetail = z.infer<typeof gameDetail>;

export const providerEntry = z.object({ id: z.string(), name: z.string(), games: z.number().int() });
export const providerList = z.object({ providers: z.array(providerEntry) });
export type ProviderEntry = z.infer<typeof providerEntry>;
export type ProviderList = z.infer<typeof providerList>;

/** A launch session's figures for the session chrome (RTS 13C, 2E): stakes and wins since it started. */
export const sessionFigures = z.object({
  sessionId: z.number().int(),
  gameId: z.number().int(),
  currency: z.string(),
  startedAt: z.string(),
  /** The server's time of the answer, so the elapsed clock does not trust the browser's. */
  now: z.string(),
  /** Minor units, as decimal strings. */
  staked: z.string(),
  won: z.string(),
  /** Wins minus stakes. */
  net: z.string(),
  rounds: z.number().int(),
});
export type SessionFigures = z.infer<typeof sessionFigures>;

/** The signed-in player's lobby: favourite game ids, the favourites and the recently played. */
export const favoriteIds = z.object({ ids: z.array(z.number().int()) });
export type FavoriteIds = z.infer<typeof favoriteIds>;

export const demoLaunch = z.object({ url: z.string() });
export type DemoLaunch = z.infer<typeof demoLaunch>;
