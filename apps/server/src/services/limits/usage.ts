/**
 * What is left of each money limit in force (the Limit entity's `limitBalance`, spec 001 §3): the
 * limit minus what its rolling window has used, read from the usage series of migration 0800 with
 * the same sums the enforcement uses — deposits started (20/21/22), stakes (1/2/3), settled net
 * loss plus every open stake (10/11/12). Never below zero.
 */
import type { Money } from "@parlay/domain/betting";
import { sql } from "kysely";
import type { Executor, LimitsInForce } from "./store.ts";

interface SumsRow {
  o_window: number;
  o_deposits: string | bigint;
  o_stakes: string | bigint;
  o_loss: string | bigint;
}

/** Deposits still pending at the provider that the series has left out of a window (they count in every one). */
async function pendingBefore(db: Executor, state: LimitsInForce, currency: string, windowSeconds: number) {
  const { rows } = await sql<{ v: string | bigint | null }>`select sum(amount) as v from wallet_payment
    where user_id = ${state.userId} and currency = ${currency} and kind = 'deposit' and status = 'pending'
      and limit_bucket(created_at) <= ${state.now}::timestamptz - make_interval(secs => ${windowSeconds + 3600})`.execute(
    db,
  );
  return BigInt(rows[0]?.v ?? 0);
}

/** Minor units left of each money limit in force, by limit type. */
export async function limitsLeft(db: Executor, state: LimitsInForce): Promise<Map<number, Money>> {
  const out = new Map<number, Money>();
  const currencies = [...new Set(state.money.map((m) => m.currency))];
  for (const currency of currencies) {
    const { rows } =
      await sql<SumsRow>`select * from limit_usage_sums(${state.userId}, ${currency}, ${state.now})`.execute(
        db,
      );
    const byWindow = new Map(rows.map((r) => [Number(r.o_window), r]));
    const limits = state.money.filter((m) => m.currency === currency);
    let open: bigint | null = null;
    if (limits.some((m) => m.group === "loss")) {
      const o = await sql<{
        v: string | bigint;
      }>`select limit_open_stakes(${state.userId}, ${currency}) as v`.execute(db);
      open = BigInt(o.rows[0]?.v ?? 0);
    }
    for (const m of limits) {
      const sums = byWindow.get(m.windowSeconds);
      const used =
        m.group === "deposit"
          ? BigInt(sums?.o_deposits ?? 0) + (await pendingBefore(db, state, currency, m.windowSeconds))
          : m.group === "wagering"
            ? BigInt(sums?.o_stakes ?? 0)
            : BigInt(sums?.o_loss ?? 0) + (open ?? 0n);
      const left = m.limit - used;
      out.set(m.limitType, (left > 0n ? left : 0n) as Money);
    }
  }
  return out;
}
