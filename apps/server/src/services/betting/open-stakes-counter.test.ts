import { type TestTarget, testTargets } from "@parlay/db/testing";
import fc from "fast-check";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { setLimit } from "../limits/testing-enforce.ts";
import { runFullAudit } from "./audit.ts";
import { settleResultedGames } from "./settle.ts";
import { voidOutcome } from "./settle-void.ts";
import { bettingTestContext, fundedPlayer, placeAs } from "./testing/app.ts";
import { resultGame, seedGame, type TestGame } from "./testing/catalogue.ts";

/**
 * The open-stakes counter the loss limits read (migration 1001, limit_open_bets) against the sum it
 * replaces: after any sequence of placements (alone and in parallel, so in shared batches),
 * settlements, voids, loss limits set, cleared and set again, the counter of every player with a
 * loss limit equals the sum of their open coupons, and the limits' audit check agrees.
 */
type Action =
  | { kind: "place"; player: number; outcome: number; amount: number }
  | { kind: "burst"; bets: { player: number; outcome: number; amount: number }[] }
  | { kind: "settle"; statuses: [number, number, number] }
  | { kind: "void"; outcome: number }
  | { kind: "setLoss"; player: number; type: 10 | 11 | 12 }
  | { kind: "clearLoss"; player: number; type: 10 | 11 | 12 };

const PLAYERS = 3;
const bet = fc.record({
  player: fc.integer({ min: 0, max: PLAYERS - 1 }),
  outcome: fc.integer({ min: 0, max: 2 }),
  amount: fc.integer({ min: 1, max: 40 }),
});
const lossType = fc.constantFrom(10 as const, 11 as const, 12 as const);
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: bet.map((b) => ({ kind: "place" as const, ...b })) },
  {
    weight: 2,
    arbitrary: fc
      .array(bet, { minLength: 2, maxLength: 6 })
      .map((bets) => ({ kind: "burst" as const, bets })),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(0, 1), fc.constantFrom(0, 1), fc.constantFrom(0, 1))
      .map((statuses) => ({ kind: "settle" as const, statuses })),
  },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0, max: 2 }).map((outcome) => ({ kind: "void" as const, outcome })),
  },
  {
    weight: 2,
    arbitrary: fc
      .record({ player: fc.integer({ min: 0, max: PLAYERS - 1 }), type: lossType })
      .map((a) => ({ kind: "setLoss" as const, ...a })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ player: fc.integer({ min: 0, max: PLAYERS - 1 }), type: lossType })
      .map((a) => ({ kind: "clearLoss" as const, ...a })),
  },
);

describe.each(testTargets())("the loss limits' open-stakes counter on $name", (target: TestTarget) => {
  const t = bettingTestContext(target);
  let keySeq = 0;

  it("equals the sum of the open coupons after any sequence of place, settle, void and limit changes", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 14 }), async (actions) => {
        const db = t.h.db;
        const players = await Promise.all(
          Array.from({ length: PLAYERS }, () => fundedPlayer(db, 100_000_00n)),
        );
        let game: TestGame = await seedGame(db);
        const place = async (b: { player: number; outcome: number; amount: number }) => {
          const res = await placeAs(t.app, (players[b.player] as { userId: bigint }).userId, {
            typeId: 0,
            amount: `${b.amount}.00`,
            currency: "RUB",
            bets: [{ outcomeId: game.outcomes[b.outcome] as number, coef: "2.50" }],
            idempotencyKey: `open-stakes-${++keySeq}`,
          });
          if (res.statusCode === 201) accepted += 1;
        };
        for (const a of actions) {
          const userId = (p: number) => (players[p] as { userId: bigint }).userId;
          if (a.kind === "place") await place(a);
          else if (a.kind === "burst") await Promise.all(a.bets.map(place));
          else if (a.kind === "settle") {
            await resultGame(db, game, a.statuses);
            await settleResultedGames(db, [game.gameId]);
            game = await seedGame(db);
          } else if (a.kind === "void") {
            await voidOutcome(db, {
              outcomeId: game.outcomes[a.outcome] as number,
              reason: "test",
              voidedBy: "test",
            });
          } else if (a.kind === "setLoss") await setLimit(db, userId(a.player), a.type, 1_000_000);
          else
            await db
              .updateTable("limit_setting")
              .set({ value: null, applied_at: null })
              .where("user_id", "=", userId(a.player))
              .where("limit_type", "=", a.type)
              .execute();
        }
        const ids = players.map((p) => p.userId);
        const { rows } = await sql<{ user_id: string; counted: string; open: string }>`
          select p.id::text as user_id,
            coalesce((select b.open_stakes from limit_open_bets b where b.user_id = p.id and b.currency = 'RUB'), 0)::text as counted,
            coalesce((select sum(c.amount) from bet_coupon c where c.user_id = p.id and c.status = -1), 0)::text as open
          from users p
          where p.id = any(${ids.map(String)}::bigint[]) and exists (select 1 from limit_setting s
            where s.user_id = p.id and s.limit_type in (10, 11, 12) and s.value is not null)`.execute(db);
        for (const r of rows) expect(r.counted, `player ${r.user_id}`).toBe(r.open);
        expect((await runFullAudit(db)).problems).toEqual([]);
      }),
      { numRuns: 8 },
    );
    // Not a vacuous pass: most placements were accepted (a void leaves its outcome open to bets).
    expect(accepted).toBeGreaterThan(30);
  }, 240_000);

  it("the audit finds a counter that differs from the open coupons", async () => {
    const db = t.h.db;
    const p = await fundedPlayer(db, 1_000_00n);
    await setLimit(db, p.userId, 10, 1000);
    const game = await seedGame(db);
    const res = await placeAs(t.app, p.userId, {
      typeId: 0,
      amount: "10.00",
      currency: "RUB",
      bets: [{ outcomeId: game.outcomes[0] as number, coef: "2.50" }],
      idempotencyKey: `open-stakes-${++keySeq}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await runFullAudit(db)).problems).toEqual([]);
    await db
      .updateTable("limit_open_bets")
      .set({ open_stakes: 9_00n })
      .where("user_id", "=", p.userId)
      .execute();
    const report = await runFullAudit(db);
    expect(report.problems.map((x) => x.check)).toContain("limit_open_bets_mismatch");
  });
});
