import { dashboard } from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { type Kysely, sql } from "kysely";
import { STAFF_API, staffAccess } from "../staff/index.ts";

/** The start of `now`'s UTC day. */
export function dayStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const n = (v: unknown) => Number(v ?? 0);
const minor = (v: unknown) => String(v ?? "0");

/**
 * Today's figures (UTC day; amounts summed across currencies in minor units — the site runs one
 * currency per group today): registrations, succeeded deposits and withdrawals, bets placed and
 * their stakes, gross gaming revenue of the bets settled today (stakes − returns), and the open
 * liability (possible wins of every unsettled coupon).
 */
export async function readDashboard(db: Kysely<Database>, now: Date) {
  const from = dayStart(now);
  const [users, pays, bets, settled, open, pending, requests] = await Promise.all([
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("created_at", ">=", from)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("wallet_payment")
      .select(["kind", sql<string>`count(*)`.as("n"), sql<string>`coalesce(sum(amount), 0)`.as("sum")])
      .where("status", "=", "succeeded")
      .where("created_at", ">=", from)
      .groupBy("kind")
      .execute(),
    db
      .selectFrom("bet_coupon")
      .select([sql<string>`count(*)`.as("n"), sql<string>`coalesce(sum(amount), 0)`.as("sum")])
      .where("placed_at", ">=", from)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("bet_coupon")
      .select(sql<string>`coalesce(sum(amount - coalesce(return_amount, 0)), 0)`.as("ggr"))
      .where("settled_at", ">=", from)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("bet_coupon")
      .select(sql<string>`coalesce(sum(coalesce(possible_win, 0)), 0)`.as("liability"))
      .where("settled_at", "is", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("wallet_payment")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("kind", "=", "withdrawal")
      .where("status", "=", "pending")
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("wallet_payment_request")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("status", "=", "open")
      .executeTakeFirstOrThrow(),
  ]);
  const kind = (k: string) => pays.find((p) => p.kind === k);
  return {
    day: from.toISOString().slice(0, 10),
    registrations: n(users.n),
    deposits: { count: n(kind("deposit")?.n), amount: minor(kind("deposit")?.sum) },
    withdrawals: { count: n(kind("withdrawal")?.n), amount: minor(kind("withdrawal")?.sum) },
    bets: { count: n(bets.n), stakes: minor(bets.sum) },
    grossGamingRevenue: minor(settled.ggr),
    openLiability: minor(open.liability),
    pendingWithdrawals: n(pending.n),
    openPaymentRequests: n(requests.n),
  };
}

export function dashboardRoutes(fastify: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    `${STAFF_API}/dashboard`,
    {
      config: staffAccess("dashboard.read"),
      schema: {
        tags: ["backoffice"],
        description: "Today's registrations, deposits, withdrawals, bets, stakes, GGR and open liability.",
        response: { 200: dashboard },
      },
    },
    async () => readDashboard(db, now()),
  );
}
