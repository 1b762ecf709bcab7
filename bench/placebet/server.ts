/**
 * bench:placebet's server child: schema, players, games, the betting service on a socket, and the
 * placeCoupon rounds without HTTP. Forked by bench/placebet.ts; talks to it over IPC.
 */
import { connect, type Db, migrate, seed } from "@parlay/db";
import { sql } from "kysely";
import { buildApp } from "../../apps/server/src/app.ts";
import { runFullAudit as runAudit } from "../../apps/server/src/services/betting/audit.ts";
import { checkPlacement } from "../../apps/server/src/services/betting/check.ts";
import { parsePlan } from "../../apps/server/src/services/betting/parse.ts";
import { placeCoupon } from "../../apps/server/src/services/betting/place.ts";
import { placementItem } from "../../apps/server/src/services/betting/placement-item.ts";
import { accountOf, readPlacement } from "../../apps/server/src/services/betting/placement-read.ts";
import { placementWriter } from "../../apps/server/src/services/betting/placement-writer.ts";
import { createBettingService } from "../../apps/server/src/services/betting/service.ts";
import { type BettingGroup, bettingSettings } from "../../apps/server/src/services/betting/settings.ts";
import { seedGame } from "../../apps/server/src/services/betting/testing/catalogue.ts";
import type { PlaceBody } from "../../apps/server/src/services/betting/views.ts";
import { ensureMainAccount } from "../../apps/server/src/services/wallet/accounts/store.ts";
import { postTransaction } from "../../apps/server/src/services/wallet/ledger/post.ts";
import { headerTestAuthenticator } from "../../apps/server/src/services/wallet/testing/test-auth.ts";
import {
  body,
  CLIENTS,
  GAMES,
  PLAYERS,
  type PlacementSample,
  randomPlayer,
  type Sample,
  type Setup,
} from "./common.ts";

// ---------------------------------------------------------------------------------------------
// The server child: schema, players, games, the betting service on a socket, placeCoupon rounds.

async function serverMain(): Promise<void> {
  const url = process.env.DATABASE_URL as string;
  const schema = process.env.BENCH_SCHEMA as string;
  // The pool size main.ts uses (node-postgres default); pgbench needs the rest of max_connections.
  const handle = await connect({ url, schema, poolSize: 10 });
  const db = handle.db;
  await migrate(db, { schema });
  await seed(db);
  await sql`insert into users (group_id) select 1 from generate_series(1, ${PLAYERS})`.execute(db);
  const users = await db.selectFrom("users").select("id").orderBy("id").execute();
  // The same number of players again, each with a loss limit in force (issue 15's enforcement runs
  // for every bet of theirs inside bet_place_coupons): 900,000,000 RUB a day, never reached.
  await sql`insert into users (group_id) select 1 from generate_series(1, ${PLAYERS})`.execute(db);
  const limited = (await db.selectFrom("users").select("id").orderBy("id").execute()).slice(users.length);
  await sql`insert into limit_setting (user_id, limit_type, value, currency, applied_at, updated_at)
    select id, 10, 900000000, 'RUB', now() - interval '1 minute', now() from users
    where id = any(${limited.map((u) => u.id.toString())}::bigint[])`.execute(db);
  for (const u of [...users, ...limited]) {
    const account = await ensureMainAccount(db, u.id, "RUB");
    await postTransaction(db, {
      idempotencyKey: `bench-fund:${account.id}`,
      kind: "deposit",
      entries: [
        { account: account.id, currency: "RUB", amount: 1_000_000_000_00n },
        { house: "deposits_clearing", currency: "RUB", amount: -1_000_000_000_00n },
      ],
    });
  }
  const outcomes: Setup["outcomes"] = [];
  const games: number[] = [];
  for (let g = 0; g < GAMES; g++) {
    const game = await seedGame(db, [2500, 3200, 2800]);
    games.push(game.gameId);
    outcomes.push(
      { id: game.outcomes[0], coef: "2.5" },
      { id: game.outcomes[1], coef: "3.2" },
      { id: game.outcomes[2], coef: "2.8" },
    );
  }
  const app = await buildApp({
    ctx: { db, env: { production: true, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [createBettingService()],
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const setup: Setup = {
    port,
    players: users.map((u) => u.id.toString()),
    limitedPlayers: limited.map((u) => u.id.toString()),
    outcomes,
    games,
  };
  process.send?.({ type: "ready", setup });
  process.on("message", (m: { cmd: string; until?: number }) => {
    if (m.cmd === "fn") {
      void functionRound(db, setup, m.until ?? 0).then((samples) => process.send?.({ type: "fn", samples }));
    } else if (m.cmd === "stats") {
      process.send?.({ type: "stats", stats: { ...placementWriter(db).stats } });
    } else if (m.cmd === "sample") {
      void sampleItem(db, setup).then((sample) => process.send?.({ type: "sample", sample }));
    } else if (m.cmd === "finish") {
      void finish(db).then((report) => {
        process.send?.({ type: "finished", report });
        void app
          .close()
          .then(() => handle.close())
          .then(() => process.exit(0));
      });
    }
  });
}

/** The function path without site config: no min/max, no live delay (line bets only anyway). */
const UNLIMITED = bettingSettings(
  {
    show_one_click: false,
    isBonusBetAllowed: false,
    isVipBetAllowed: false,
    minAmountCouponTypes: [],
    maxAmountCouponTypes: [],
    coefViews: [0],
    antiExpressMargin: 50,
    betAmountLimits: {},
    liveDelayMs: 0,
  } as BettingGroup,
  "RUB",
  0,
);

async function functionRound(db: Db, setup: Setup, until: number): Promise<Sample[]> {
  const samples: Sample[] = [];
  const client = async () => {
    while (Date.now() < until) {
      const start = performance.now();
      try {
        await placeCoupon(db, BigInt(randomPlayer(setup)), body(setup) as never, UNLIMITED);
        samples.push({ ok: true, ms: performance.now() - start });
      } catch {
        samples.push({ ok: false, ms: performance.now() - start });
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return samples;
}

/**
 * One real placement as bet_place_coupons takes it (a single on the first game's first outcome),
 * with the values a pgbench script swaps per call: what "its SQL via pgbench" replays.
 */
async function sampleItem(db: Db, setup: Setup): Promise<PlacementSample> {
  const player = setup.players[0] as string;
  const b = { ...body(setup), bets: [{ outcomeId: setup.outcomes[0]?.id ?? 0, coef: "2.5" }] } as PlaceBody;
  const read = await readPlacement(db, BigInt(player), b);
  const account = accountOf(read, b);
  const plan = parsePlan(b);
  const checked = checkPlacement(
    plan,
    read.outcomes.map((o) => o.bet),
    UNLIMITED,
    { isBonusAccount: false },
  );
  const item = placementItem({
    userId: BigInt(player),
    idempotencyKey: b.idempotencyKey,
    hash: "h",
    account,
    plan,
    drafts: checked.drafts,
    isLive: false,
    acceptedAfterMs: 0,
    outcomes: new Map(read.outcomes.map((o) => [o.bet.market.id, o])),
    placedAt: new Date(),
  });
  const code = (JSON.parse(item) as { coupons: { code: string }[] }).coupons[0]?.code ?? "";
  return { item, user: player, account: account.id.toString(), key: b.idempotencyKey, code };
}

async function finish(db: Db) {
  const coupons = await db
    .selectFrom("bet_coupon")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirstOrThrow();
  const audit = await runAudit(db);
  const { rows } = await sql<{ v: string }>`select version() as v`.execute(db);
  return {
    coupons: Number(coupons.n),
    auditOk: audit.ok,
    problems: audit.problems.length,
    version: rows[0]?.v ?? "",
    /** Placements and database calls of the group-commit writer: the batch size it reached. */
    writer: { ...placementWriter(db).stats },
  };
}

serverMain().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
