/** Game providers, their signing keys and their games (the catalogue's rows). */
import type { Db } from "@parlay/db";
import { type CasinoKeyring, processCasinoKeyring, sealProviderKey } from "@parlay/db/casino";
import { sql } from "kysely";
import { signatureMatches } from "./protocol.ts";
import { type OpenedKey, openedKeys } from "./provider-keys.ts";

export interface ProviderGame {
  code: string;
  name: string;
  category?: string;
  /** Hundredths of a percent. */
  rtpBp?: number | null;
  volatility?: "low" | "medium" | "high" | null;
  /** Minor units. */
  maxBet?: bigint | null;
  blockedCountries?: string[];
  /** The lobby's optional fields (docs/casino.md "Lobby"); absent ones keep their defaults. */
  lobby?: GameLobbyFields;
}

/** What the lobby shows of a game besides the wallet's fields. */
export interface GameLobbyFields {
  /** The game page's address segment (a-z, 0-9, hyphens); derived from the name when absent. */
  slug?: string | null;
  /** Hand-picked rows: `new`, `popular`, `jackpots`, `live`, or a page's own (`vulkan`). */
  collections?: string[];
  /** Per language code: the description and the rules shown before play (RTS 3). */
  texts?: Record<string, { description?: string; rules?: string }>;
  demoAllowed?: boolean;
  /** An image URL for the tile, and/or a colour or theme name it is drawn with. */
  art?: string | null;
  theme?: string | null;
  /** YYYY-MM-DD. */
  releasedOn?: string | null;
  /** Higher first in the lists. */
  popularity?: number;
  jackpot?: boolean;
}

function lobbyColumns(l: GameLobbyFields | undefined) {
  if (!l) return {};
  return {
    ...(l.slug !== undefined ? { slug: l.slug } : {}),
    ...(l.collections !== undefined ? { collections: l.collections } : {}),
    ...(l.texts !== undefined ? { texts: JSON.stringify(l.texts) as unknown as Record<string, never> } : {}),
    ...(l.demoAllowed !== undefined ? { demo_allowed: l.demoAllowed } : {}),
    ...(l.art !== undefined ? { art: l.art } : {}),
    ...(l.theme !== undefined ? { theme: l.theme } : {}),
    ...(l.releasedOn !== undefined ? { released_on: l.releasedOn } : {}),
    ...(l.popularity !== undefined ? { popularity: l.popularity } : {}),
    ...(l.jackpot !== undefined ? { has_jackpot: l.jackpot } : {}),
  };
}

export interface ProviderRegistration {
  id: string;
  name: string;
  /** The HMAC key both sides sign with; at least 16 characters (32 in production). */
  signingKey: string;
  launchUrl?: string | null;
  /**
   * The site plays these games itself (the in-house games): they have a launcher without a launch
   * URL. A provider with neither has no launchable game, and the lobby lists none of its games.
   */
  inProcess?: boolean;
  games?: ProviderGame[];
}

/**
 * What staff own once they edited a row (`content_edited_at`): registration keeps it. The provider's
 * countries are added to the staff's, never removed by a restart (a provider's new restriction holds).
 */
const KEEP_EDITED_GAME = ["name", "category", "collections"] as const;

/**
 * Creates or updates a provider and its games (idempotent; start-up and the sandbox use it). The
 * signing key is stored sealed with `keys` (default: the process's CASINO_KEYS_SECRET).
 */
export async function registerProvider(
  db: Db,
  p: ProviderRegistration,
  keys: CasinoKeyring = processCasinoKeyring(),
): Promise<void> {
  if (p.signingKey.length < 16)
    throw new Error(`casino: provider ${p.id}'s signing key is shorter than 16 characters`);
  await db.transaction().execute(async (trx) => {
    const signing_key = sealProviderKey(keys, p.id, p.signingKey);
    const row = {
      name: p.name,
      signing_key,
      launch_url: p.launchUrl ?? null,
      in_process: p.inProcess ?? false,
    };
    await trx
      .insertInto("casino_provider")
      .values({ id: p.id, ...row })
      .onConflict((oc) =>
        oc.column("id").doUpdateSet({
          ...row,
          name: sql<string>`case when casino_provider.content_edited_at is null then excluded.name else casino_provider.name end`,
        }),
      )
      .execute();
    for (const g of p.games ?? []) {
      const game = {
        name: g.name,
        category: g.category ?? "slots",
        rtp_bp: g.rtpBp ?? null,
        volatility: g.volatility ?? null,
        max_bet: g.maxBet ?? null,
        blocked_countries: (g.blockedCountries ?? []).map((c) => c.toLowerCase()),
        ...lobbyColumns(g.lobby),
      };
      await trx
        .insertInto("casino_game")
        .values({ provider_id: p.id, code: g.code, ...game })
        .onConflict((oc) => oc.columns(["provider_id", "code"]).doUpdateSet(keepEdited(game)))
        .execute();
    }
  });
}

/** The upsert's SET: staff-owned columns of an edited game stay as staff left them. */
function keepEdited<T extends Record<string, unknown>>(game: T) {
  const set: Record<string, unknown> = { ...game };
  for (const column of KEEP_EDITED_GAME)
    if (column in set)
      set[column] =
        sql`case when casino_game.content_edited_at is null then excluded.${sql.ref(column)} else casino_game.${sql.ref(column)} end`;
  set.blocked_countries = sql`case when casino_game.content_edited_at is null then excluded.blocked_countries
    else array(select distinct c from unnest(casino_game.blocked_countries || excluded.blocked_countries) c order by c) end`;
  return set as T;
}

/**
 * Finds which enabled provider signed a body. Keys are opened (keys.ts) and kept in memory for `ttlMs`; a signature
 * no cached key matches reloads them (at most once a second), so a new provider works at once.
 * Every key is compared in constant time.
 */
export function createSignerLookup(
  db: Db,
  options: { ttlMs?: number; now?: () => number; keys?: CasinoKeyring } = {},
) {
  const ttl = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const ring = options.keys ?? processCasinoKeyring();
  let keys: OpenedKey[] = [];
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;

  function load(): Promise<void> {
    loading ??= openedKeys(db, ring)
      .then((rows) => {
        keys = rows;
        loadedAt = now();
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  function match(raw: string, signature: string): string | null {
    let found: string | null = null;
    for (const k of keys) if (signatureMatches(k.key, raw, signature) && found === null) found = k.id;
    return found;
  }

  return async function signerOf(raw: string, signature: string | undefined): Promise<string | null> {
    if (!signature) return null;
    if (now() - loadedAt > ttl) await load();
    const found = match(raw, signature);
    if (found !== null || now() - loadedAt < 1000) return found;
    await load();
    return match(raw, signature);
  };
}
