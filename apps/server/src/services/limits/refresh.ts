/**
 * The daily refresh against the national self-exclusion register: a job in the server's process.
 * Every tick (hourly by default) it asks the register about each player whose details are complete
 * and who was not checked in the last 24 h (by the injected clock), in pages; Y marks the player
 * self-excluded (37, every session ends), N or P lifts a marker the register set. Tests drive
 * `runOnce` with their own clock; the timer only calls it.
 */
import type { Db } from "@parlay/db";
import { usersAfter } from "@parlay/db/players";
import type { SelfExclusionRegister } from "@parlay/domain/limits";
import { registerQueryOfUser, screenPlayer } from "./register.ts";

export const REFRESH_EVERY_MS = 24 * 3_600_000;

export interface RefreshOptions {
  db: Db;
  register: SelfExclusionRegister;
  now: () => Date;
  /** How often the job looks for players due (default hourly). */
  tickMs?: number;
  pageSize?: number;
  logger?: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
  timers?: {
    setInterval(fn: () => void, ms: number): unknown;
    clearInterval(handle: unknown): void;
  };
}

export interface RegisterRefresh {
  /** Checks every player due at the clock's now; answers how many were asked. */
  runOnce(): Promise<{ checked: number; excluded: number; failed: number }>;
  stop(): Promise<void>;
}

async function lastChecks(db: Db, userIds: bigint[]): Promise<Map<bigint, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("limit_register_check")
    .select(["user_id", (eb) => eb.fn.max("at").as("at")])
    .where("user_id", "in", userIds)
    .where("exclusion", "is not", null)
    .groupBy("user_id")
    .execute();
  return new Map(rows.flatMap((r) => (r.user_id === null ? [] : [[r.user_id, new Date(r.at)] as const])));
}

export function startRegisterRefresh(o: RefreshOptions, autoStart = true): RegisterRefresh {
  const pageSize = o.pageSize ?? 200;
  let running: Promise<unknown> | null = null;

  async function runOnce() {
    const now = o.now();
    let after = 0n;
    let checked = 0;
    let excluded = 0;
    let failed = 0;
    for (;;) {
      const users = await usersAfter(o.db, after, pageSize);
      if (users.length === 0) break;
      after = users[users.length - 1]?.id ?? after;
      const last = await lastChecks(
        o.db,
        users.map((u) => u.id),
      );
      for (const user of users) {
        const query = registerQueryOfUser(user);
        if (!query) continue;
        const at = last.get(user.id);
        if (at && now.getTime() - at.getTime() < REFRESH_EVERY_MS) continue;
        const r = await screenPlayer(o.db, o.register, { purpose: "daily", query, userId: user.id }, now);
        checked++;
        if (r.code === "REGISTER_EXCLUDED") excluded++;
        if (r.code === "REGISTER_UNAVAILABLE") failed++;
      }
    }
    o.logger?.info({ checked, excluded, failed }, "register refresh");
    return { checked, excluded, failed };
  }

  const timers = o.timers ?? {
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (h: unknown) => clearInterval(h as NodeJS.Timeout),
  };
  const handle = autoStart
    ? timers.setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((err: unknown) => o.logger?.error({ err }, "register refresh failed"))
          .finally(() => {
            running = null;
          });
      }, o.tickMs ?? 3_600_000)
    : null;

  return {
    runOnce,
    async stop() {
      if (handle !== null) timers.clearInterval(handle);
      await running;
    },
  };
}
