import { type TestTarget, testTargets } from "@parlay/db/testing";
import { describe, expect, it } from "vitest";
import { applyPaymentEvent } from "../payments/events.ts";
import { postTransaction } from "../wallet/ledger/post.ts";
import { allowAllLimits } from "../wallet/limits.ts";
import { accountState, fund, playerWithAccount } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";
import { runFullAudit as runAudit } from "./audit.ts";
import { debtAwareLimits, recoverFromDeposit } from "./debts.ts";
import { createSettlementHook } from "./settle.ts";
import { sweepSettlements } from "./settle-sweep.ts";
import { bettingTestContext } from "./testing/app.ts";
import { resultGame, seedGame, type TestGame } from "./testing/catalogue.ts";

let keySeq = 0;
const WIN = 1;
const LOSE = 0;
const FORCED_RETURN = 3;

describe.each(testTargets())("re-settling coupons on $name", (target: TestTarget) => {
  const t = bettingTestContext(target);

  /** A player with 100.00 and an express of 10.00 on "1" of two games (2.500 × 2.000). */
  async function express() {
    const player = await playerWithAccount(t.h.db);
    await fund(t.h.db, player.accountId, "RUB", 100_00n);
    const games: [TestGame, TestGame] = [
      await seedGame(t.h.db, [2500, 3000, 3000]),
      await seedGame(t.h.db, [2000, 3500, 3500]),
    ];
    const res = await t.app.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      headers: asUser(player.userId),
      payload: {
        typeId: 1,
        amount: "10.00",
        currency: "RUB",
        bets: games.map((g, i) => ({ outcomeId: g.outcomes[0], coef: i === 0 ? "2.5" : "2.0" })),
        changeCoefAction: 0,
        idempotencyKey: `resettle-${Date.now()}-${++keySeq}`,
      },
    });
    expect(res.statusCode).toBe(201);
    return { ...player, games, couponId: BigInt(res.json().coupon.id) };
  }

  const couponRow = (id: bigint) =>
    t.h.db.selectFrom("bet_coupon").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const history = (id: bigint) =>
    t.h.db
      .selectFrom("bet_coupon_settlement")
      .selectAll()
      .where("coupon_id", "=", id)
      .orderBy("version")
      .execute();
  const legStatuses = async (id: bigint) =>
    (
      await t.h.db
        .selectFrom("bet_coupon_bet")
        .select("status_id")
        .where("coupon_id", "=", id)
        .orderBy("position")
        .execute()
    ).map((r) => r.status_id);
  /** Ledger movements of the coupon's settlements (payouts, reversals, shortfalls, recoveries). */
  const settlementTransactions = (id: bigint) =>
    t.h.db
      .selectFrom("wallet_transaction")
      .select(["id", "kind", "idempotency_key", "reverses_id"])
      .where("idempotency_key", "like", `bet:${id}:settle%`)
      .orderBy("id")
      .execute();
  const auditClean = async () => expect((await runAudit(t.h.db)).problems).toEqual([]);

  async function withdraw(accountId: bigint, amount: bigint) {
    await postTransaction(t.h.db, {
      idempotencyKey: `test-withdraw:${accountId}:${++keySeq}`,
      kind: "withdrawal",
      entries: [
        { account: accountId, currency: "RUB", amount: -amount },
        { house: "withdrawals_clearing", currency: "RUB", amount },
      ],
    });
  }

  it("a corrected result reverses the payout and pays the new return, each once", async () => {
    const c = await express();
    const hook = createSettlementHook(t.h.db);
    await resultGame(t.h.db, c.games[0], [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1], [WIN, LOSE, LOSE]);
    await hook(c.games[1].gameId);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 140_00n, held: 0n });
    const v1 = await couponRow(c.couponId);
    expect(v1).toMatchObject({ status: 1, return_amount: 50_00n });

    // The feed corrects game 2: the home side did not win after all.
    await resultGame(t.h.db, c.games[1], [LOSE, WIN, LOSE]);
    await hook(c.games[1].gameId);
    await hook(c.games[1].gameId);
    expect((await sweepSettlements(t.h.db)).resettled).toBe(0);

    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 90_00n, held: 0n });
    const v2 = await couponRow(c.couponId);
    expect(v2).toMatchObject({ status: 0, return_amount: 0n });
    expect(v2.settle_transaction_id).not.toBe(v1.settle_transaction_id);
    expect(await legStatuses(c.couponId)).toEqual([WIN, LOSE]);
    const versions = await history(c.couponId);
    expect(versions.map((v) => [v.version, v.status, v.return_amount, v.reason])).toEqual([
      [1, 1, 50_00n, "result"],
      [2, 0, 0n, "correction"],
    ]);
    expect(versions[0]?.leg_statuses).toEqual([WIN, WIN]);
    expect(versions[1]?.leg_statuses).toEqual([WIN, LOSE]);
    // Append-only: version 1's payout still exists and is reversed by exactly one transaction.
    const txs = await settlementTransactions(c.couponId);
    expect(txs.map((t) => t.kind)).toEqual(["bet.win", "bet.lose", "reversal"]);
    expect(txs[2]?.reverses_id).toBe(versions[0]?.transaction_id);
    expect(versions[1]?.reversal_transaction_id).toBe(txs[2]?.id);
    await auditClean();
  });

  it("a correction the other way pays the winnings it had refused", async () => {
    const c = await express();
    await resultGame(t.h.db, c.games[0], [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1], [LOSE, WIN, LOSE]);
    await sweepSettlements(t.h.db);
    expect(await couponRow(c.couponId)).toMatchObject({ status: 0, return_amount: 0n });
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 90_00n, held: 0n });

    await resultGame(t.h.db, c.games[1], [WIN, LOSE, LOSE]);
    const report = await sweepSettlements(t.h.db);
    expect(report.resettled).toBeGreaterThanOrEqual(1);
    expect(await couponRow(c.couponId)).toMatchObject({ status: 1, return_amount: 50_00n });
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 140_00n, held: 0n });
    expect((await sweepSettlements(t.h.db)).resettled).toBe(0);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 140_00n, held: 0n });
    await auditClean();
  });

  it("a game cancelled after settlement re-settles its legs as forced returns", async () => {
    const c = await express();
    const hook = createSettlementHook(t.h.db);
    await resultGame(t.h.db, c.games[0], [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1], [WIN, LOSE, LOSE]);
    await hook(c.games[1].gameId);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 140_00n, held: 0n });
    await resultGame(t.h.db, c.games[1], [FORCED_RETURN, FORCED_RETURN, FORCED_RETURN]);
    await hook(c.games[1].gameId);
    // 10.00 × 2.5 × 1 (the cancelled leg drops out).
    expect(await couponRow(c.couponId)).toMatchObject({ status: 1, return_amount: 25_00n });
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 115_00n, held: 0n });
    expect((await history(c.couponId)).length).toBe(2);
    await auditClean();
  });

  it("a result withdrawn without a replacement keeps the settlement until the corrected one", async () => {
    const c = await express();
    await resultGame(t.h.db, c.games[0], [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1], [WIN, LOSE, LOSE]);
    await sweepSettlements(t.h.db);
    await t.h.db
      .updateTable("sb_outcome")
      .set({ status_id: null })
      .where("game_id", "=", BigInt(c.games[1].gameId))
      .execute();
    await sweepSettlements(t.h.db);
    await createSettlementHook(t.h.db)(c.games[1].gameId);
    expect(await couponRow(c.couponId)).toMatchObject({ status: 1, return_amount: 50_00n });
    expect((await history(c.couponId)).length).toBe(1);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 140_00n, held: 0n });
  });

  it("winnings already withdrawn: the balance stops at zero and the rest becomes a debt paid back by later wins", async () => {
    const c = await express();
    await resultGame(t.h.db, c.games[0], [WIN, LOSE, LOSE]);
    await resultGame(t.h.db, c.games[1], [WIN, LOSE, LOSE]);
    await sweepSettlements(t.h.db);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 140_00n, held: 0n });
    // The player withdraws all but 20.00, then the result is corrected to a loss (50.00 to take back).
    await withdraw(c.accountId, 120_00n);
    await resultGame(t.h.db, c.games[1], [LOSE, WIN, LOSE]);
    await sweepSettlements(t.h.db);
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 0n, held: 0n });
    const versions = await history(c.couponId);
    expect(versions[1]).toMatchObject({ version: 2, status: 0, return_amount: 0n, shortfall: 30_00n });
    const debts = await t.h.db
      .selectFrom("bet_player_debt")
      .selectAll()
      .where("coupon_id", "=", c.couponId)
      .execute();
    expect(debts).toMatchObject([{ amount: 30_00n, outstanding: 30_00n, version: 2 }]);
    const txs = await settlementTransactions(c.couponId);
    expect(txs.map((t) => t.kind)).toEqual(["bet.win", "bet.lose", "bet.resettle.shortfall", "reversal"]);
    await auditClean();

    // A later win (a single of 10.00 at 2.500 → 25.00) pays the debt back first.
    await fund(t.h.db, c.accountId, "RUB", 10_00n);
    const g = await seedGame(t.h.db, [2500, 3000, 3000]);
    const res = await t.app.inject({
      method: "POST",
      url: "/web-api/betting/coupons",
      headers: asUser(c.userId),
      payload: {
        typeId: 0,
        amount: "10.00",
        currency: "RUB",
        bets: [{ outcomeId: g.outcomes[0], coef: "2.5" }],
        changeCoefAction: 0,
        idempotencyKey: `resettle-${Date.now()}-${++keySeq}`,
      },
    });
    expect(res.statusCode).toBe(201);
    await resultGame(t.h.db, g, [WIN, LOSE, LOSE]);
    await createSettlementHook(t.h.db)(g.gameId);
    // 0 + 10 − 10 + 25 − 25 recovered: the debt is down to 5.00.
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 0n, held: 0n });
    const after = await t.h.db
      .selectFrom("bet_player_debt")
      .selectAll()
      .where("coupon_id", "=", c.couponId)
      .execute();
    expect(after).toMatchObject([{ amount: 30_00n, outstanding: 5_00n }]);
    await auditClean();

    // While the debt is open the wallet refuses withdrawals (its limits hook)…
    const limits = debtAwareLimits(allowAllLimits);
    const check = { userId: c.userId, accountId: c.accountId, amount: 1_00n, currency: "RUB" };
    const refused = await t.h.db.transaction().execute((trx) => limits.checkWithdrawal(trx, check));
    expect(refused).toMatchObject({ allowed: false });
    // …and a deposit of 20.00 pays the last 5.00 back when it is credited, once.
    const payment = await t.h.db
      .insertInto("wallet_payment")
      .values({
        user_id: c.userId,
        account_id: c.accountId,
        currency: "RUB",
        kind: "deposit",
        method: "card",
        amount: 20_00n,
        status: "pending",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const event = {
      eventId: `psp:${payment.id}:succeeded`,
      paymentId: payment.id,
      pspPaymentId: null,
      kind: "deposit" as const,
      status: "succeeded" as const,
      amount: 20_00n,
      currency: "RUB",
      sequence: 1,
      body: {},
    };
    await applyPaymentEvent(t.h.db, event, { onDepositCredited: recoverFromDeposit });
    await applyPaymentEvent(t.h.db, event, { onDepositCredited: recoverFromDeposit });
    expect(await accountState(t.h.db, c.accountId)).toEqual({ balance: 15_00n, held: 0n });
    const repaid = await t.h.db
      .selectFrom("bet_player_debt")
      .select("outstanding")
      .where("coupon_id", "=", c.couponId)
      .executeTakeFirstOrThrow();
    expect(repaid.outstanding).toBe(0n);
    const recoveries = await t.h.db
      .selectFrom("wallet_transaction")
      .select("kind")
      .where("idempotency_key", "like", `bet:debt:%:payment:${payment.id}`)
      .execute();
    expect(recoveries).toEqual([{ kind: "bet.debt.recover" }]);
    const allowed = await t.h.db.transaction().execute((trx) => limits.checkWithdrawal(trx, check));
    expect(allowed).toEqual({ allowed: true });
    await auditClean();
  });

  it("a deposit with no debt open is credited whole", async () => {
    const player = await playerWithAccount(t.h.db);
    const payment = await t.h.db
      .insertInto("wallet_payment")
      .values({
        user_id: player.userId,
        account_id: player.accountId,
        currency: "RUB",
        kind: "deposit",
        method: "card",
        amount: 7_00n,
        status: "pending",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await applyPaymentEvent(
      t.h.db,
      {
        eventId: `psp:${payment.id}:succeeded`,
        paymentId: payment.id,
        pspPaymentId: null,
        kind: "deposit",
        status: "succeeded",
        amount: 7_00n,
        currency: "RUB",
        sequence: 1,
        body: {},
      },
      { onDepositCredited: recoverFromDeposit },
    );
    expect(await accountState(t.h.db, player.accountId)).toEqual({ balance: 7_00n, held: 0n });
  });
});
