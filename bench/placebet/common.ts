/** bench:placebet — what the parent and the server child share: settings, the setup, samples. */

import type { ChildProcess } from "node:child_process";
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";

export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
export const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
export const HALF_SECONDS = Number(process.env.BENCH_HALF_SECONDS ?? 10);
export const GAMES = 20;
export const PGBENCH_DB = "bench_placebet_pgbench";
/** pgbench's advice: a scale at least the number of clients, else tpcb-like measures its own branch-row contention. */
export const PGBENCH_SCALE = Math.max(10, CLIENTS);
export const P99_TARGET_MS = 50;
export const THREADS = 2;
/** BENCH_LIMITS_ONLY=1: only the rounds with and without a loss limit (the limits section). */
export const LIMITS_ONLY = process.env.BENCH_LIMITS_ONLY === "1";

export interface Setup {
  port: number;
  players: string[];
  /** As many players again, each with a daily loss limit (type 10) that the run never reaches. */
  limitedPlayers: string[];
  outcomes: { id: number; coef: string }[];
  games: number[];
}

export type Sample = { ok: boolean; ms: number };

/** A real bet_place_coupons item and the literal values in it a pgbench script replaces per call. */
export interface PlacementSample {
  item: string;
  user: string;
  account: string;
  key: string;
  code: string;
}

export const percentile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number);

export function summarise(samples: Sample[], seconds: number) {
  const ok = samples
    .filter((s) => s.ok)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  return {
    accepted: ok.length / seconds,
    refused: samples.length - ok.length,
    p50: percentile(ok, 0.5),
    p99: percentile(ok, 0.99),
  };
}

let keySeq = 0;
export function body(setup: Setup) {
  const o = setup.outcomes[Math.floor(Math.random() * setup.outcomes.length)] as Setup["outcomes"][number];
  keySeq += 1;
  return {
    typeId: 0,
    amount: "1.00",
    currency: "RUB",
    bets: [{ outcomeId: o.id, coef: o.coef }],
    changeCoefAction: 2,
    idempotencyKey: `pb-${process.pid}-${keySeq}-${randomBytes(3).toString("hex")}`,
  };
}
export const randomPlayer = (setup: Setup) =>
  setup.players[Math.floor(Math.random() * setup.players.length)] as string;

export function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (m: { type: string } & Record<string, unknown>) => {
      if (m.type !== type) return;
      child.off("message", onMessage);
      child.off("exit", onExit);
      resolve(m as T);
    };
    const onExit = (code: number) => reject(new Error(`the server child exited (${code})`));
    child.on("message", onMessage);
    child.once("exit", onExit);
  });
}

export const run = promisify(execFile);
