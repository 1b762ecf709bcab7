import {
  pageOf,
  paymentQuery,
  paymentRow,
  playerBet,
  playerProfile,
  playerRow,
  playerSearchQuery,
} from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { STAFF_API, staffAccess, toCsv } from "../staff/index.ts";
import { listPayments, presentPaymentRow } from "./payment-rows.ts";
import { playerActionRoutes } from "./player-actions.ts";
import { CSV_MAX, idParam, playerOr404, presentPlayer, searchPlayers, TAGS } from "./player-reads.ts";

export { presentPlayer } from "./player-reads.ts";

/** Players: search, profile with accounts, bets, payments, sessions, notes, ban (docs/backoffice.md). */
export function playerRoutes(fastify: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const P = `${STAFF_API}/players`;

  app.get(
    P,
    {
      config: staffAccess("players.read"),
      schema: {
        tags: TAGS,
        description: "Players by id, login, e-mail or phone; paged and sorted on the server.",
        querystring: playerSearchQuery,
        response: { 200: pageOf(playerRow) },
      },
    },
    async (request) => searchPlayers(db, request.query),
  );

  app.get(
    `${P}.csv`,
    {
      config: staffAccess("players.read"),
      schema: {
        tags: TAGS,
        description: "The player search as CSV (at most 50,000 rows).",
        querystring: playerSearchQuery,
      },
    },
    async (request, reply) => {
      const { items } = await searchPlayers(db, request.query, CSV_MAX);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", 'attachment; filename="players.csv"');
      return toCsv(Object.keys(playerRow.shape) as (keyof (typeof items)[number])[], items);
    },
  );

  app.get(
    `${P}/:id`,
    {
      config: staffAccess("players.read"),
      schema: {
        tags: TAGS,
        description: "A player's profile, accounts and balances.",
        params: idParam,
        response: { 200: playerProfile },
      },
    },
    async (request) => {
      const u = await playerOr404(db, request.params.id);
      const accounts = await db
        .selectFrom("wallet_account")
        .selectAll()
        .where("user_id", "=", u.id)
        .orderBy("id")
        .execute();
      return {
        ...presentPlayer(u),
        emailVerified: u.email_verified_at !== null,
        phoneVerified: u.phone_verified_at !== null,
        language: u.language,
        birthDate: u.birth_date,
        verificationStatus: u.verification_status,
        twoFactor: u.two_factor,
        accounts: accounts.map((a) => ({
          id: String(a.id),
          currency: a.currency,
          type: a.type,
          isActive: a.is_active,
          balance: String(a.balance),
          held: String(a.held),
        })),
      };
    },
  );

  app.get(
    `${P}/:id/bets`,
    {
      config: staffAccess("players.read"),
      schema: {
        tags: TAGS,
        description: "A player's coupons, newest first.",
        params: idParam,
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100000).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(25),
        }),
        response: { 200: pageOf(playerBet) },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const base = db.selectFrom("bet_coupon").where("user_id", "=", request.params.id);
      const total = Number(
        (await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n,
      );
      const rows = await base
        .selectAll()
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return {
        items: rows.map((c) => ({
          id: String(c.id),
          placedAt: new Date(c.placed_at).toISOString(),
          currency: c.currency,
          amount: String(c.amount),
          status: c.status,
          possibleWin: c.possible_win === null ? null : String(c.possible_win),
          returnAmount: c.return_amount === null ? null : String(c.return_amount),
          settledAt: c.settled_at ? new Date(c.settled_at).toISOString() : null,
        })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.get(
    `${P}/:id/payments`,
    {
      config: staffAccess("players.read"),
      schema: {
        tags: TAGS,
        description: "A player's deposits and withdrawals.",
        params: idParam,
        querystring: paymentQuery.omit({ userId: true }),
        response: { 200: pageOf(paymentRow) },
      },
    },
    async (request) => {
      const page = await listPayments(db, { ...request.query, userId: request.params.id });
      return { ...page, items: page.items.map(presentPaymentRow) };
    },
  );
  playerActionRoutes(fastify, db, now);
}
