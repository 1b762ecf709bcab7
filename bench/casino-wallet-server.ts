/** bench:casino-wallet's server child: schema, funded players with launch sessions, the casino service. */
import { connect, migrate, seed } from "@parlay/db";
import { sql } from "kysely";
import { buildApp } from "../apps/server/src/app.ts";
import { runFullAudit } from "../apps/server/src/services/betting/index.ts";
import {
  casinoAuditChecks,
  createCasinoService,
  registerProvider,
} from "../apps/server/src/services/casino/index.ts";
import { playWriter } from "../apps/server/src/services/casino/writer.ts";
import { headerTestAuthenticator } from "../apps/server/src/services/wallet/testing/test-auth.ts";

async function serverMain(): Promise<void> {
  const url = process.env.DATABASE_URL as string;
  const schema = process.env.BENCH_SCHEMA as string;
  const players = Number(process.env.BENCH_PLAYERS ?? 1000);
  const handle = await connect({ url, schema, poolSize: 10 });
  const db = handle.db;
  await migrate(db, { schema });
  await seed(db);
  const provider = process.env.BENCH_PROVIDER as string;
  const game = process.env.BENCH_GAME as string;
  await registerProvider(db, {
    id: provider,
    name: "Bench provider",
    signingKey: process.env.BENCH_KEY as string,
    games: [{ code: game, name: "Bench slot" }],
  });
  await sql`insert into users (group_id) select 1 from generate_series(1, ${players})`.execute(db);
  await sql`insert into wallet_account (user_id, currency, type, is_active)
    select id, 'RUB', 0, true from users`.execute(db);
  const fund = sql`select wallet_post_transaction('bench-fund:' || a.id, 'h', 'deposit', a.user_id, null, null,
      array[a.id], array['RUB'], array[100000000000]::bigint[], array[a.id, null]::bigint[],
      array[null, 'deposits_clearing']::text[], array['RUB', 'RUB'], array[100000000000, -100000000000]::bigint[])
    from wallet_account a`;
  await fund.execute(db);
  await sql`insert into casino_session (user_id, provider_id, game_id, account_id, currency, token_hash,
      token_expires_at, token_used_at, created_at, expires_at)
    select a.user_id, ${provider}, g.id, a.id, 'RUB', 'bench-' || a.id, now(), now(), now(), now() + interval '1 day'
    from wallet_account a cross join casino_game g where g.code = ${game}`.execute(db);
  const ids = await db.selectFrom("users").select("id").execute();
  // The writer's calls in flight (BENCH_IN_FLIGHT), set before the first request creates it.
  if (process.env.BENCH_IN_FLIGHT) playWriter(db, { maxInFlight: Number(process.env.BENCH_IN_FLIGHT) });
  const app = await buildApp({
    ctx: { db, env: { production: true, defaultHost: "localhost" }, auth: headerTestAuthenticator },
    services: [createCasinoService()],
    logger: false,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  process.send?.({ type: "ready", setup: { port, players: ids.map((u) => u.id.toString()) } });
  process.on("message", (m: { cmd: string }) => {
    if (m.cmd === "stats") process.send?.({ type: "stats", stats: { ...playWriter(db).stats } });
    if (m.cmd !== "finish") return;
    void (async () => {
      const n = await db
        .selectFrom("casino_action")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      const audit = await runFullAudit(db, { extraChecks: casinoAuditChecks });
      const { rows } = await sql<{ v: string }>`select version() as v`.execute(db);
      await app.close();
      await sql.raw(`drop schema "${schema}" cascade`).execute(db);
      await handle.close();
      process.send?.(
        { type: "finished", report: { actions: Number(n.n), auditOk: audit.ok, version: rows[0]?.v ?? "" } },
        () => process.exit(0),
      );
    })();
  });
}

serverMain().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
