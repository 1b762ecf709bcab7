/**
 * Applies feed events to the catalogue in one transaction per batch and returns the diffs to push
 * and the games that became resulted. Events are coalesced first (the last odds of an outcome
 * wins), so a busy second of live play costs a handful of statements, not one per event.
 */
import type { Db } from "@parlay/db";
import type { FeedEvent, FeedGame, FeedMarket, GameResult } from "@parlay/feed";
import type { LiveDiff } from "../live/protocol.ts";
import {
  resultedAmong,
  settleGames,
  updateBlocked,
  updateOdds,
  updateOutcomesBlocked,
  upsertCatalog,
  upsertGames,
  upsertMarkets,
} from "./write-sql.ts";

export interface ApplyResult {
  diffs: LiveDiff[];
  /** Games whose results were stored by this batch (first time only). */
  resulted: number[];
}

/** Remembers each game's sport so odds-only batches can be routed to sport subscribers. */
export class CatalogueWriter {
  private readonly sportOf = new Map<number, number>();

  constructor(private readonly db: Db) {}

  async apply(events: readonly FeedEvent[]): Promise<ApplyResult> {
    let catalog: Extract<FeedEvent, { type: "catalog" }> | null = null;
    const games = new Map<number, FeedGame>();
    const markets = new Map<number, FeedMarket>();
    const odds = new Map<number, number>();
    const blocked = new Map<number, boolean>();
    const outcomeBlocked = new Map<number, boolean>();
    /** The game of each outcome in `odds` and each market in `blocked`. */
    const gameOf = { outcome: new Map<number, number>(), market: new Map<number, number>() };
    const finished = new Map<number, GameResult>();
    const diffs = new Map<number, LiveDiff>();
    const diff = (gameId: number): LiveDiff => {
      let d = diffs.get(gameId);
      if (!d) {
        d = { g: gameId, sp: this.sportOf.get(gameId) ?? 0 };
        diffs.set(gameId, d);
      }
      return d;
    };
    for (const e of events) {
      switch (e.type) {
        case "catalog":
          catalog = e;
          break;
        case "game": {
          const g = e.game;
          this.sportOf.set(g.gameId, g.sportId);
          const before = games.get(g.gameId);
          games.set(g.gameId, g);
          const d = diff(g.gameId);
          d.sp = g.sportId;
          if (!before || before.statusId !== g.statusId) d.st = g.statusId;
          d.tm = g.timeSec;
          d.p = g.period;
          d.inf = g.info;
          break;
        }
        case "markets":
          for (const m of e.markets) markets.set(m.marketId, structuredClone(m));
          diff(e.gameId).mk = 1;
          break;
        case "odds": {
          const d = diff(e.gameId);
          const list = d.o ?? [];
          for (const c of e.changes) {
            odds.set(c.outcomeId, c.coef);
            gameOf.outcome.set(c.outcomeId, e.gameId);
            list.push([c.outcomeId, c.coef]);
          }
          d.o = list;
          break;
        }
        case "blocked": {
          const d = diff(e.gameId);
          const list = d.b ?? [];
          for (const id of e.marketIds) {
            blocked.set(id, e.isBlocked);
            gameOf.market.set(id, e.gameId);
            list.push([id, e.isBlocked ? 1 : 0]);
          }
          d.b = list;
          break;
        }
        case "outcomesBlocked": {
          const d = diff(e.gameId);
          const list = d.ob ?? [];
          for (const id of e.outcomeIds) {
            outcomeBlocked.set(id, e.isBlocked);
            gameOf.outcome.set(id, e.gameId);
            list.push([id, e.isBlocked ? 1 : 0]);
          }
          d.ob = list;
          break;
        }
        case "score": {
          const d = diff(e.gameId);
          d.sc = e.score;
          d.ps = e.periodScores;
          break;
        }
        case "finished":
          finished.set(e.gameId, e.result);
          diff(e.gameId).fin = 1;
          break;
      }
    }
    // Markets listed in this batch already carry later odds and blocks: fold them in.
    for (const m of markets.values()) {
      if (blocked.has(m.marketId)) m.isBlocked = blocked.get(m.marketId) === true;
      for (const o of m.outcomes) {
        if (odds.has(o.outcomeId)) o.coef = odds.get(o.outcomeId) as number;
        if (outcomeBlocked.has(o.outcomeId)) o.isBlocked = outcomeBlocked.get(o.outcomeId) === true;
      }
    }
    const resulted = await this.db.transaction().execute(async (trx) => {
      // The stored result wins over a replay: a simulator restarted behind the time it had been
      // fast-forwarded to (or a provider's stale snapshot) lists resulted games as upcoming again,
      // and taking that would put them back on the line and open them to bets. Only a "finished"
      // event (a provider's correction) still reaches a resulted game.
      const done = await resultedAmong(trx, [...diffs.keys()]);
      if (done.size > 0) {
        for (const gameId of done) {
          games.delete(gameId);
          if (!finished.has(gameId)) diffs.delete(gameId);
          else diffs.set(gameId, { g: gameId, sp: this.sportOf.get(gameId) ?? 0, fin: 1 });
        }
        for (const [id, m] of markets) if (done.has(m.gameId)) markets.delete(id);
        for (const [id, gameId] of gameOf.outcome)
          if (done.has(gameId)) {
            odds.delete(id);
            outcomeBlocked.delete(id);
          }
        for (const [id, gameId] of gameOf.market) if (done.has(gameId)) blocked.delete(id);
      }
      if (catalog) await upsertCatalog(trx, catalog);
      await upsertGames(trx, [...games.values()]);
      await upsertMarkets(trx, [...markets.values()], games);
      await updateOdds(trx, odds);
      await updateBlocked(trx, blocked);
      await updateOutcomesBlocked(trx, outcomeBlocked);
      return settleGames(trx, finished);
    });
    for (const [gameId, statuses] of resulted) diff(gameId).res = statuses;
    for (const d of diffs.values()) {
      // Deduplicate repeated entries, keeping the last value of each id.
      if (d.o) d.o = [...new Map(d.o)];
      if (d.b) d.b = [...new Map(d.b)];
      if (d.ob) d.ob = [...new Map(d.ob)];
      if (d.sp === 0) d.sp = this.sportOf.get(d.g) ?? 0;
    }
    return { diffs: [...diffs.values()], resulted: [...resulted.keys()] };
  }
}
