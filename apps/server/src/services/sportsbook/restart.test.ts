import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { manualClock, SportId } from "@parlay/feed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { testApp } from "../config/testing.ts";
import { createSportsbook, type Sportsbook } from "./service.ts";

const T0 = Date.UTC(2026, 5, 10, 15, 0);

/** The simulator as a fresh process starts it: its clock at T0 (a fast-forward is not kept). */
function simulated(): Sportsbook {
  return createSportsbook({
    feed: {
      simulator: { clock: manualClock(T0), seed: 7, sportIds: [SportId.football], days: 1, historyHours: 0 },
      flushMs: 10_000,
    },
    hub: { heartbeatMs: 0 },
  });
}

async function startApp(handle: DbHandle): Promise<{ app: FastifyInstance; book: Sportsbook }> {
  const book = simulated();
  const app = await testApp(handle.db, [book.service]);
  await app.ready();
  await book.feed?.flush();
  return { app, book };
}

describe.each(testTargets())("a resulted game after a restart on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let resulted: { game_id: bigint; status_id: number }[];
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await createTestDb(target, { seed: false });
    const first = await startApp(handle);
    const ff = await first.app.inject({
      method: "POST",
      url: "/dev/feed/fast-forward",
      payload: { minutes: 240 },
    });
    expect(ff.statusCode).toBe(200);
    await first.app.close();
    resulted = await handle.db
      .selectFrom("sb_game")
      .select(["game_id", "status_id"])
      .where("resulted_at", "is not", null)
      .execute();
    // The restart: a new process on the same database, its simulator back at T0.
    app = (await startApp(handle)).app;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  test("stays off the pre-match line", async () => {
    expect(resulted.length).toBeGreaterThan(0);
    const line = await app.inject({
      url: `/web-api/sportsbook/games?section=line&sportId=${SportId.football}&limit=200`,
    });
    expect(line.statusCode).toBe(200);
    const listed = new Set((line.json().games as { gameId: number }[]).map((g) => g.gameId));
    expect(listed.size).toBeGreaterThan(0);
    for (const g of resulted) expect(listed.has(Number(g.game_id)), `game ${g.game_id}`).toBe(false);
  });

  test("keeps its finished state in the catalogue", async () => {
    const now = await handle.db
      .selectFrom("sb_game")
      .select(["game_id", "status_id", "is_finished"])
      .where(
        "game_id",
        "in",
        resulted.map((g) => g.game_id),
      )
      .orderBy("game_id")
      .execute();
    expect(now.map((g) => [g.game_id, g.status_id, g.is_finished])).toEqual(
      [...resulted].sort((a, b) => Number(a.game_id - b.game_id)).map((g) => [g.game_id, g.status_id, true]),
    );
  });

  test("its outcomes read as finished, so a bet on them is refused", async () => {
    const outcome = await handle.db
      .selectFrom("sb_outcome")
      .select("outcome_id")
      .where("game_id", "=", resulted[0]?.game_id ?? 0n)
      .executeTakeFirstOrThrow();
    const res = await app.inject({ url: `/web-api/sportsbook/outcomes?ids=${outcome.outcome_id}` });
    expect(res.statusCode).toBe(200);
    const [bet] = res.json() as { game: { isFinished: boolean }; isBlocked: boolean }[];
    expect(bet?.game.isFinished).toBe(true);
    expect(bet?.isBlocked).toBe(true);
  });
});
