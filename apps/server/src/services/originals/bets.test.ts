import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { type FairBet, serverSeedHash, settleFairBet } from "@parlay/domain/fair";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyBet } from "../../../../../scripts/fair-verifier/core.mjs";
import { ban, setLimit } from "../limits/testing-enforce.ts";
import { accountState } from "../wallet/testing/fixtures.ts";
import { call, fundedPlayer, type OriginalsTestApp, originalsTestApp } from "./testing.ts";

const SCRIPT = fileURLToPath(new URL("../../../../../scripts/verify-bet.mjs", import.meta.url));

describe.each(testTargets())("in-house games on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: OriginalsTestApp;
  beforeAll(async () => {
    h = await createTestDb(target);
    // The visitor's country is the test's x-country-code (none: unknown).
    t = await originalsTestApp(h.db, {
      countryOf: async (r) => (r.headers["x-country-code"] as string | undefined) ?? null,
    });
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  const balance = async (accountId: bigint) => (await accountState(h.db, accountId)).balance;

  it("shows only the seed's hash before a bet; a bet moves the money by the published rules", async () => {
    const p = await fundedPlayer(h.db, 100_00n);
    const seeds = await call(t.app, "GET", "/seeds", p.headers);
    expect(seeds.statusCode).toBe(200);
    expect(seeds.json().active).toEqual({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeed: expect.any(String),
      nonce: 0,
    });
    expect(JSON.stringify(seeds.json())).not.toMatch(/serverSeed"/);
    expect(
      (await call(t.app, "PUT", "/seeds/client", p.headers, { clientSeed: "my-lucky-seed" })).json(),
    ).toMatchObject({ clientSeed: "my-lucky-seed", nonce: 0 });
    const res = await call(t.app, "POST", "/bets", p.headers, {
      game: "dice",
      stake: 10_00,
      params: { direction: "over", target: 4999 },
    });
    expect(res.statusCode).toBe(201);
    const bet = res.json();
    expect(bet).toMatchObject({
      game: "dice",
      state: "settled",
      clientSeed: "my-lucky-seed",
      nonce: 0,
      cursor: 0,
      stake: 10_00,
    });
    expect(bet.payout).toBe(bet.multiplier === 0 ? 0 : Math.floor((10_00 * bet.multiplier) / 10_000));
    expect(await balance(p.accountId)).toBe(100_00n - 10_00n + BigInt(bet.payout));
    expect(bet.balance).toBe(Number(await balance(p.accountId)));
    // The round is in the casino's tables (history, ledger:audit), closed.
    const round = await h.db
      .selectFrom("casino_round")
      .selectAll()
      .where("round_ref", "=", `o${bet.id}`)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({ provider_id: "parlay", staked: 10_00n, paid: BigInt(bet.payout) });
    expect(round.finished_at).not.toBeNull();
    const second = (
      await call(t.app, "POST", "/bets", p.headers, { game: "limbo", stake: 1_00, params: { target: 200 } })
    ).json();
    expect(second.nonce).toBe(1);
  });

  it("every stored bet replays with the domain and with the verifier script once the seed is revealed", async () => {
    const p = await fundedPlayer(h.db, 1_000_00n);
    const bets: FairBet[] = [
      { game: "dice", params: { direction: "under", target: 3000 } },
      { game: "limbo", params: { target: 150 } },
      { game: "plinko", params: { rows: 12, risk: "high" } },
      { game: "keno", params: { picks: [1, 7, 13, 22, 40] } },
    ];
    for (const b of bets)
      expect((await call(t.app, "POST", "/bets", p.headers, { ...b, stake: 1_00 })).statusCode).toBe(201);
    const mines = (await call(t.app, "POST", "/mines", p.headers, { stake: 1_00, mines: 3 })).json();
    expect(mines.state).toBe("open");
    expect(mines.result).toBeNull();
    let step = (await call(t.app, "POST", `/mines/${mines.id}/reveal`, p.headers, { cell: 12 })).json();
    if (step.state === "open")
      step = (await call(t.app, "POST", `/mines/${mines.id}/cashout`, p.headers)).json();
    expect(step.state).toBe("settled");
    const before = (await call(t.app, "GET", "/seeds", p.headers)).json().active;
    const rotated = (await call(t.app, "POST", "/seeds/rotate", p.headers, {})).json();
    expect(rotated.revealed.serverSeedHash).toBe(before.serverSeedHash);
    expect(serverSeedHash(rotated.revealed.serverSeed)).toBe(before.serverSeedHash);
    expect(rotated.active.nonce).toBe(0);
    expect(rotated.active.serverSeedHash).not.toBe(before.serverSeedHash);
    const history = (await call(t.app, "GET", "/bets?limit=50", p.headers)).json().bets;
    expect(history).toHaveLength(5);
    for (const b of history) {
      expect(b.verify).toContain(`serverSeed=${rotated.revealed.serverSeed}`);
      const seeds = {
        serverSeed: rotated.revealed.serverSeed,
        clientSeed: b.clientSeed,
        nonce: b.nonce,
        cursor: b.cursor,
      };
      const domain = settleFairBet(seeds, { game: b.game, params: b.params } as FairBet);
      expect(domain.outcome).toEqual(b.result);
      expect(domain.multiplier).toBe(b.multiplier);
      expect(await verifyBet({ ...seeds, game: b.game, params: b.params })).toEqual(domain);
    }
    const dice = history.find((b: { game: string }) => b.game === "dice");
    const out = execFileSync(
      process.execPath,
      [
        SCRIPT,
        "dice",
        "--server-seed",
        rotated.revealed.serverSeed,
        "--client-seed",
        dice.clientSeed,
        "--nonce",
        String(dice.nonce),
        "--direction",
        "under",
        "--target",
        "3000",
      ],
      { encoding: "utf8" },
    );
    expect(out).toContain(String(dice.result.roll));
  });

  it("nobody can change a committed seed or a bet's seeds, staff included", async () => {
    const p = await fundedPlayer(h.db, 10_00n);
    await call(t.app, "GET", "/seeds", p.headers);
    const pair = await h.db
      .selectFrom("originals_seed_pair")
      .selectAll()
      .where("user_id", "=", p.userId)
      .executeTakeFirstOrThrow();
    const other = "0".repeat(64);
    await expect(
      h.db.updateTable("originals_seed_pair").set({ server_seed: other }).where("id", "=", pair.id).execute(),
    ).rejects.toThrow(/committed server seed/);
    await expect(
      h.db
        .updateTable("originals_seed_pair")
        .set({ server_seed_hash: other })
        .where("id", "=", pair.id)
        .execute(),
    ).rejects.toThrow(/committed server seed/);
    await expect(h.db.deleteFrom("originals_seed_pair").where("id", "=", pair.id).execute()).rejects.toThrow(
      /never deleted/,
    );
    // The same statement as the back office's staff would send it, in their own transaction.
    await expect(
      h.db
        .transaction()
        .execute((trx) =>
          sql`update originals_seed_pair set server_seed = ${other} where user_id = ${p.userId}`.execute(trx),
        ),
    ).rejects.toThrow(/committed server seed/);
    await call(t.app, "POST", "/bets", p.headers, { game: "limbo", stake: 1_00, params: { target: 200 } });
    await expect(
      h.db.updateTable("originals_bet").set({ nonce: 5 }).where("user_id", "=", p.userId).execute(),
    ).rejects.toThrow(/cannot be changed/);
    const after = await h.db
      .selectFrom("originals_seed_pair")
      .selectAll()
      .where("id", "=", pair.id)
      .executeTakeFirstOrThrow();
    expect(after.server_seed).toBe(pair.server_seed);
  });

  it("bad input is a 4xx with a catalogue code and changes nothing", async () => {
    const p = await fundedPlayer(h.db, 10_00n);
    const bad = [
      { game: "dice", stake: 1_00, params: { direction: "over", target: 9999 } },
      { game: "dice", stake: 0, params: { direction: "over", target: 4999 } },
      { game: "roulette", stake: 1_00, params: {} },
      { game: "keno", stake: 1_00, params: { picks: [1, 1] } },
      { game: "plinko", stake: 1_00, params: { rows: 17, risk: "low" } },
      { game: "limbo", stake: 1.5, params: { target: 200 } },
    ];
    for (const body of bad) {
      const res = await call(t.app, "POST", "/bets", p.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION");
    }
    expect(
      (await call(t.app, "PUT", "/seeds/client", p.headers, { clientSeed: "a:b" })).json().error.code,
    ).toBe("VALIDATION");
    expect((await call(t.app, "POST", "/mines", p.headers, { stake: 1_00, mines: 25 })).statusCode).toBe(400);
    expect((await call(t.app, "POST", "/mines/1/reveal", p.headers, { cell: 25 })).statusCode).toBe(400);
    expect((await call(t.app, "POST", "/mines/999999/cashout", p.headers)).json().error.code).toBe(
      "NOT_FOUND",
    );
    expect(
      (await call(t.app, "POST", "/bets", {}, { game: "limbo", stake: 1_00, params: { target: 200 } }))
        .statusCode,
    ).toBe(401);
    expect(await balance(p.accountId)).toBe(10_00n);
    expect(
      await h.db.selectFrom("originals_bet").select("id").where("user_id", "=", p.userId).execute(),
    ).toEqual([]);
  });

  it("not enough funds: refused with nothing moved and nothing shown", async () => {
    const p = await fundedPlayer(h.db, 5_00n);
    const res = await call(t.app, "POST", "/bets", p.headers, {
      game: "dice",
      stake: 6_00,
      params: { direction: "under", target: 5000 },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe("INSUFFICIENT_FUNDS");
    expect(await balance(p.accountId)).toBe(5_00n);
    expect((await call(t.app, "GET", "/bets", p.headers)).json().bets).toEqual([]);
    const mines = await call(t.app, "POST", "/mines", p.headers, { stake: 6_00, mines: 3 });
    expect(mines.json().error.code).toBe("INSUFFICIENT_FUNDS");
    // A refused mines start leaves nothing open: the seeds can rotate.
    expect((await call(t.app, "POST", "/seeds/rotate", p.headers, {})).statusCode).toBe(200);
  });

  it("a game staff blocked in the player's country is refused there with nothing moved", async () => {
    const p = await fundedPlayer(h.db, 10_00n);
    const block = (countries: string[]) =>
      h.db
        .updateTable("casino_game")
        .set({ blocked_countries: countries })
        .where("provider_id", "=", "parlay")
        .where("code", "in", ["dice", "mines"])
        .execute();
    await block(["de"]);
    try {
      const dice = { game: "dice", stake: 1_00, params: { direction: "over", target: 4999 } };
      const de = { ...p.headers, "x-country-code": "DE" };
      const refused = await call(t.app, "POST", "/bets", de, dice);
      expect([refused.statusCode, refused.json().error.message]).toEqual([
        404,
        "This game is not available in your country",
      ]);
      expect((await call(t.app, "POST", "/mines", de, { stake: 1_00, mines: 3 })).statusCode).toBe(404);
      expect(await balance(p.accountId)).toBe(10_00n);
      expect((await call(t.app, "GET", "/bets", p.headers)).json().bets).toEqual([]);
      const elsewhere = await call(t.app, "POST", "/bets", { ...p.headers, "x-country-code": "RU" }, dice);
      expect(elsewhere.statusCode).toBe(201);
    } finally {
      await block([]);
    }
  });

  it("the limits hook refuses in the same transaction: self-exclusion, a ban", async () => {
    const p = await fundedPlayer(h.db, 100_00n);
    await setLimit(h.db, p.userId, 30, 1, { endsAt: new Date(t.clock.now + 86400_000 * 180) });
    const res = await call(t.app, "POST", "/bets", p.headers, {
      game: "limbo",
      stake: 1_00,
      params: { target: 200 },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("SELF_EXCLUDED");
    const q = await fundedPlayer(h.db, 100_00n);
    await ban(h.db, q.userId, 3);
    const banned = await call(t.app, "POST", "/bets", q.headers, {
      game: "limbo",
      stake: 1_00,
      params: { target: 200 },
    });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error.code).toBe("ACCOUNT_BANNED");
    expect(await balance(p.accountId)).toBe(100_00n);
    expect(await balance(q.accountId)).toBe(100_00n);
  });

  it("a mines game: the board is fixed at the start, rotation waits for it, a mine ends it with nothing", async () => {
    const p = await fundedPlayer(h.db, 10_00n);
    const start = (await call(t.app, "POST", "/mines", p.headers, { stake: 1_00, mines: 24 })).json();
    expect(await balance(p.accountId)).toBe(9_00n);
    expect((await call(t.app, "POST", "/seeds/rotate", p.headers, {})).json().error.code).toBe("CONFLICT");
    const pair = await h.db
      .selectFrom("originals_seed_pair")
      .selectAll()
      .where("user_id", "=", p.userId)
      .executeTakeFirstOrThrow();
    const board = settleFairBet(
      { serverSeed: pair.server_seed, clientSeed: start.clientSeed, nonce: start.nonce, cursor: 0 },
      { game: "mines", params: { mines: 24, picks: [0] } },
    );
    const mineCells = (board.outcome as { mineCells: number[] }).mineCells;
    const mine = mineCells[0] as number;
    const end = (await call(t.app, "POST", `/mines/${start.id}/reveal`, p.headers, { cell: mine })).json();
    expect(end).toMatchObject({ state: "settled", payout: 0, multiplier: 0 });
    expect(end.result.mineCells).toEqual(mineCells);
    expect(
      (await call(t.app, "POST", `/mines/${start.id}/reveal`, p.headers, { cell: 3 })).json().error.code,
    ).toBe("CONFLICT");
    expect(await balance(p.accountId)).toBe(9_00n);
    // With 24 mines the one safe cell wins 24.75× and ends the game.
    const again = (await call(t.app, "POST", "/mines", p.headers, { stake: 1_00, mines: 24 })).json();
    const pair2 = await h.db
      .selectFrom("originals_seed_pair")
      .selectAll()
      .where("user_id", "=", p.userId)
      .executeTakeFirstOrThrow();
    const cells = settleFairBet(
      { serverSeed: pair2.server_seed, clientSeed: again.clientSeed, nonce: again.nonce, cursor: 0 },
      { game: "mines", params: { mines: 24, picks: [0] } },
    ).outcome as { mineCells: number[] };
    const safe = [...Array(25).keys()].find((c) => !cells.mineCells.includes(c)) as number;
    const won = (await call(t.app, "POST", `/mines/${again.id}/reveal`, p.headers, { cell: safe })).json();
    expect(won).toMatchObject({ state: "settled", multiplier: 247_500, payout: 24_75 });
    expect(await balance(p.accountId)).toBe(8_00n + 24_75n);
  });

  it("50 parallel bets with money for 10 → exactly 10 staked, never negative", async () => {
    const p = await fundedPlayer(h.db, 10_00n);
    // Limbo at 1 000 000× practically never wins: the stakes alone decide.
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, "POST", "/bets", p.headers, {
          game: "limbo",
          stake: 1_00,
          params: { target: 100_000_000 },
        }),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(10);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => r.json().error.code === "INSUFFICIENT_FUNDS"),
    ).toBe(true);
    const paid = ok.reduce((s, r) => s + BigInt(r.json().payout), 0n);
    expect(await balance(p.accountId)).toBe(paid);
    const nonces = ok.map((r) => r.json().nonce).sort((a, b) => a - b);
    expect(new Set(nonces).size).toBe(10);
  });
});
