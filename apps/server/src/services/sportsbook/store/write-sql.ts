/** The statements behind CatalogueWriter: multi-row upserts and VALUES-joined updates, in chunks. */
import type { Database } from "@parlay/db";
import { type FeedEvent, type FeedGame, type FeedMarket, type GameResult, settleMarket } from "@parlay/feed";
import { type Kysely, sql, type Transaction } from "kysely";

type Trx = Transaction<Database> | Kysely<Database>;

/** Rows per statement: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const excluded =
  <C extends string>(columns: readonly C[]) =>
  (eb: { ref(r: `excluded.${C}`): unknown }) =>
    Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)])) as Record<C, never>;

export async function upsertCatalog(trx: Trx, e: Extract<FeedEvent, { type: "catalog" }>): Promise<void> {
  if (e.sports.length > 0) {
    await trx
      .insertInto("sb_sport")
      .values(
        e.sports.map((s) => ({
          sport_id: s.sportId,
          name_eng: s.nameEng,
          slug: s.slug,
          is_cyber: s.isCyber,
          sort: s.sort,
        })),
      )
      .onConflict((oc) =>
        oc.column("sport_id").doUpdateSet(excluded(["name_eng", "slug", "is_cyber", "sort"])),
      )
      .execute();
  }
  if (e.countries.length > 0) {
    await trx
      .insertInto("sb_country")
      .values(e.countries.map((c) => ({ country_id: c.countryId, name_eng: c.nameEng, code: c.code })))
      .onConflict((oc) => oc.column("country_id").doUpdateSet(excluded(["name_eng", "code"])))
      .execute();
  }
  if (e.champs.length > 0) {
    await trx
      .insertInto("sb_champ")
      .values(
        e.champs.map((c) => ({
          champ_id: c.champId,
          sport_id: c.sportId,
          country_id: c.countryId,
          name_eng: c.nameEng,
          slug: c.slug,
          cyber_type: c.cyberType,
          sort: c.sort,
          is_top: c.isTop,
        })),
      )
      .onConflict((oc) =>
        oc
          .column("champ_id")
          .doUpdateSet(
            excluded(["sport_id", "country_id", "name_eng", "slug", "cyber_type", "sort", "is_top"]),
          ),
      )
      .execute();
  }
}

const GAME_UPDATE = [
  "number",
  "champ_id",
  "sport_id",
  "home",
  "away",
  "slug",
  "start_at",
  "status_id",
  "time_sec",
  "period",
  "score_home",
  "score_away",
  "period_scores",
  "info",
  "is_finished",
  "is_live_in_live",
  "is_recommended",
  "video_id",
  "updated_at",
] as const;

export async function upsertGames(trx: Trx, games: readonly FeedGame[]): Promise<void> {
  for (const part of chunks(games, 500)) {
    await trx
      .insertInto("sb_game")
      .values(
        part.map((g) => ({
          game_id: g.gameId,
          number: g.number,
          champ_id: g.champId,
          sport_id: g.sportId,
          home: g.home,
          away: g.away,
          slug: g.slug,
          start_at: new Date(g.startAt),
          status_id: g.statusId,
          time_sec: g.timeSec,
          period: g.period,
          score_home: g.score[0],
          score_away: g.score[1],
          period_scores: JSON.stringify(g.periodScores),
          info: g.info,
          is_finished: g.isFinished,
          is_live_in_live: g.isLiveInLive,
          is_recommended: g.isRecommended,
          video_id: g.videoId ?? null,
          updated_at: new Date(),
        })),
      )
      .onConflict((oc) => oc.column("game_id").doUpdateSet(excluded(GAME_UPDATE)))
      .execute();
  }
}

/** Inserts new markets and outcomes; a replayed listing refreshes odds but never a settlement status. */
export async function upsertMarkets(
  trx: Trx,
  markets: readonly FeedMarket[],
  games: Map<number, FeedGame>,
): Promise<void> {
  const live = (m: FeedMarket) => m.isLive || [2, 3].includes(games.get(m.gameId)?.statusId ?? 0);
  for (const part of chunks(markets, 500)) {
    await trx
      .insertInto("sb_market")
      .values(
        part.map((m, i) => ({
          market_id: m.marketId,
          game_id: m.gameId,
          type_id: m.typeId,
          kind: m.kind,
          param: m.param,
          basis: m.basis,
          is_live: live(m),
          is_blocked: m.isBlocked,
          is_main: m.isMain,
          name: m.name,
          sort: i,
        })),
      )
      .onConflict((oc) =>
        oc.column("market_id").doUpdateSet((eb) => ({
          is_blocked: eb.ref("excluded.is_blocked"),
          is_main: eb.ref("excluded.is_main"),
          name: eb.ref("excluded.name"),
          is_live: sql<boolean>`sb_market.is_live or excluded.is_live`,
        })),
      )
      .execute();
  }
  const outcomes = markets.flatMap((m) =>
    m.outcomes.map((o, i) => ({
      outcome_id: o.outcomeId,
      market_id: m.marketId,
      game_id: m.gameId,
      code: o.code,
      name: o.name,
      coef: o.coef,
      is_blocked: o.isBlocked === true,
      sort: i,
    })),
  );
  for (const part of chunks(outcomes)) {
    await trx
      .insertInto("sb_outcome")
      .values(part)
      .onConflict((oc) => oc.column("outcome_id").doUpdateSet(excluded(["coef", "name", "is_blocked"])))
      .execute();
  }
  // A game in play makes its markets live (the "isLive" of a coupon bet's market).
  const liveGames = [...games.values()]
    .filter((g) => g.statusId === 2 || g.statusId === 3)
    .map((g) => BigInt(g.gameId));
  if (liveGames.length > 0) {
    await trx
      .updateTable("sb_market")
      .set({ is_live: true })
      .where("game_id", "in", liveGames)
      .where("is_live", "=", false)
      .execute();
  }
}

export async function updateOdds(trx: Trx, odds: Map<number, number>): Promise<void> {
  for (const part of chunks([...odds], 2000)) {
    const values = sql.join(part.map(([id, coef]) => sql`(${id}::bigint, ${coef}::integer)`));
    await sql`update sb_outcome as o set coef = v.coef from (values ${values}) as v(id, coef) where o.outcome_id = v.id`.execute(
      trx,
    );
  }
}

export async function updateBlocked(trx: Trx, blocked: Map<number, boolean>): Promise<void> {
  for (const flag of [true, false]) {
    const ids = [...blocked].filter(([, b]) => b === flag).map(([id]) => BigInt(id));
    for (const part of chunks(ids, 5000)) {
      await trx.updateTable("sb_market").set({ is_blocked: flag }).where("market_id", "in", part).execute();
    }
  }
}

export async function updateOutcomesBlocked(trx: Trx, blocked: Map<number, boolean>): Promise<void> {
  for (const flag of [true, false]) {
    const ids = [...blocked].filter(([, b]) => b === flag).map(([id]) => BigInt(id));
    for (const part of chunks(ids, 5000)) {
      await trx.updateTable("sb_outcome").set({ is_blocked: flag }).where("outcome_id", "in", part).execute();
    }
  }
}

/** Which of these games are already resulted. */
export async function resultedAmong(trx: Trx, gameIds: readonly number[]): Promise<Set<number>> {
  const out = new Set<number>();
  for (const part of chunks(gameIds, 5000)) {
    const rows = await trx
      .selectFrom("sb_game")
      .select("game_id")
      .where("game_id", "in", part.map(BigInt))
      .where("resulted_at", "is not", null)
      .execute();
    for (const r of rows) out.add(Number(r.game_id));
  }
  return out;
}

/**
 * Stores results and per-outcome settlement statuses, once per game (a replayed "finished" is a
 * no-op). Returns the statuses of the games resulted now.
 */
export async function settleGames(
  trx: Trx,
  finished: Map<number, GameResult>,
): Promise<Map<number, [number, number][]>> {
  const out = new Map<number, [number, number][]>();
  for (const [gameId, result] of finished) {
    // A game is resulted once; the same result again (a replayed snapshot) changes nothing, while a
    // different one is the provider's correction: the statuses are recomputed and the game is
    // reported again, so settlement re-settles its coupons by reversal.
    const json = JSON.stringify(result);
    const marked = await trx
      .updateTable("sb_game")
      .set({ result: json, resulted_at: new Date(), is_finished: true })
      .where("game_id", "=", BigInt(gameId))
      .where((eb) =>
        eb.or([eb("resulted_at", "is", null), sql<boolean>`result is distinct from ${json}::jsonb`]),
      )
      .returning("game_id")
      .executeTakeFirst();
    if (!marked) continue;
    const markets = await trx
      .selectFrom("sb_market")
      .select(["market_id", "type_id", "kind", "param", "basis"])
      .where("game_id", "=", BigInt(gameId))
      .execute();
    const outcomes = await trx
      .selectFrom("sb_outcome")
      .select(["outcome_id", "market_id", "code"])
      .where("game_id", "=", BigInt(gameId))
      .execute();
    const statuses: [number, number][] = [];
    for (const m of markets) {
      const own = outcomes.filter((o) => o.market_id === m.market_id);
      const settled = settleMarket(
        {
          typeId: m.type_id,
          kind: m.kind,
          param: m.param,
          basis: m.basis,
          codes: own.map((o) => o.code),
          outcomes: own.map((o) => ({ outcomeId: Number(o.outcome_id), code: o.code })),
        },
        result,
      );
      for (const s of settled) statuses.push([s.outcomeId, s.statusId]);
    }
    for (const part of chunks(statuses, 2000)) {
      const values = sql.join(part.map(([id, st]) => sql`(${id}::bigint, ${st}::smallint)`));
      await sql`update sb_outcome as o set status_id = v.st from (values ${values}) as v(id, st) where o.outcome_id = v.id`.execute(
        trx,
      );
    }
    out.set(gameId, statuses);
  }
  return out;
}
