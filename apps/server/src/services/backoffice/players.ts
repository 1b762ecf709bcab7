import {
  banBody,
  noteBody,
  pageOf,
  paymentQuery,
  paymentRow,
  playerBet,
  playerNote,
  playerProfile,
  playerRow,
  playerSearchQuery,
  playerSession,
} from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely, SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { actorOf, STAFF_API, staffAccess, toCsv, writeAudit } from "../staff/index.ts";
import { listPayments, presentPaymentRow } from "./payment-rows.ts";

const TAGS = ["backoffice"];
const idParam = z.object({ id: z.coerce.bigint().positive() });
const CSV_MAX = 50_000;

interface UserRow {
  id: bigint;
  user_name: string | null;
  email: string | null;
  phone_code: string | null;
  phone_number: string | null;
  currency: string;
  country_code: string | null;
  ban_level: number;
  ban_version: number;
  created_at: Date;
}

export function presentPlayer(u: UserRow): z.infer<typeof playerRow> {
  return {
    id: String(u.id),
    login: u.user_name,
    email: u.email,
    phone: u.phone_number ? `${u.phone_code ?? ""}${u.phone_number}` : null,
    currency: u.currency,
    countryCode: u.country_code,
    banLevel: u.ban_level,
    banVersion: u.ban_version,
    createdAt: new Date(u.created_at).toISOString(),
  };
}

const SORT_COLUMN = { id: "id", createdAt: "created_at", email: "email", banLevel: "ban_level" } as const;

/** The search: a number matches the id or the phone; text matches the login or e-mail (prefix, any case). */
function searched(db: Kysely<Database>, q: z.infer<typeof playerSearchQuery>) {
  let query = db.selectFrom("users") as SelectQueryBuilder<Database, "users", object>;
  const text = q.q?.trim();
  if (text) {
    const digits = text.replace(/[\s()+-]/g, "");
    const like = `${text.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;
    query = query.where((eb) => {
      const or = [
        eb(eb.fn("lower", ["email"]), "like", like),
        eb(eb.fn("lower", ["user_name"]), "like", like),
      ];
      if (/^\d{1,18}$/.test(text)) or.push(eb("id", "=", BigInt(text)));
      if (/^\d{4,}$/.test(digits)) {
        or.push(eb("phone_number", "like", `%${digits}`));
        or.push(eb(eb.fn("concat", ["phone_code", "phone_number"]), "=", digits));
      }
      return eb.or(or);
    });
  }
  if (q.banned === "yes") query = query.where("ban_level", ">", 0);
  if (q.banned === "no") query = query.where("ban_level", "=", 0);
  return query;
}

const USER_COLUMNS = [
  "id",
  "user_name",
  "email",
  "phone_code",
  "phone_number",
  "currency",
  "country_code",
  "ban_level",
  "ban_version",
  "created_at",
] as const;

async function searchPlayers(db: Kysely<Database>, q: z.infer<typeof playerSearchQuery>, limit?: number) {
  const base = searched(db, q);
  const total = Number(
    (await base.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n,
  );
  const pageSize = limit ?? q.pageSize;
  const rows = await base
    .select(USER_COLUMNS)
    .orderBy(SORT_COLUMN[q.sort], q.dir)
    .orderBy("id", q.dir)
    .limit(pageSize)
    .offset(limit ? 0 : (q.page - 1) * q.pageSize)
    .execute();
  return { items: rows.map((r) => presentPlayer(r as UserRow)), total, page: q.page, pageSize: q.pageSize };
}

async function playerOr404(db: Kysely<Database>, id: bigint) {
  const u = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!u) throw new AppError("NOT_FOUND", "No such player");
  return u;
}

const staffIdOf = (request: FastifyRequest) => request.staff?.staff.id ?? null;

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

  app.get(
    `${P}/:id/sessions`,
    {
      config: staffAccess("players.read"),
      schema: {
        tags: TAGS,
        description: "A player's sessions, newest first (the last 100).",
        params: idParam,
        response: { 200: z.object({ items: z.array(playerSession) }) },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom("user_sessions")
        .selectAll()
        .where("user_id", "=", request.params.id)
        .orderBy("created_at", "desc")
        .limit(100)
        .execute();
      return {
        items: rows.map((s) => ({
          id: s.id,
          createdAt: new Date(s.created_at).toISOString(),
          lastSeenAt: new Date(s.last_seen_at).toISOString(),
          endedAt: s.ended_at ? new Date(s.ended_at).toISOString() : null,
          endReason: s.end_reason,
          ip: s.ip,
          userAgent: s.user_agent,
        })),
      };
    },
  );

  app.post(
    `${P}/:id/sessions/end`,
    {
      config: staffAccess("players.sessions"),
      schema: {
        tags: TAGS,
        description: "Ends one of the player's sessions (`sessionId`) or, without it, all of them.",
        params: idParam,
        body: z.object({ sessionId: z.string().min(1).max(100).optional() }),
        response: { 200: z.object({ ended: z.number() }) },
      },
    },
    async (request) => {
      const at = now();
      const user = await playerOr404(db, request.params.id);
      return db.transaction().execute(async (trx) => {
        let q = trx
          .updateTable("user_sessions")
          .set({ ended_at: at, end_reason: "staff" })
          .where("user_id", "=", user.id)
          .where("ended_at", "is", null);
        if (request.body.sessionId) q = q.where("id", "=", request.body.sessionId);
        const ended = Number((await q.executeTakeFirst()).numUpdatedRows);
        await writeAudit(
          trx,
          actorOf(request),
          {
            action: "players.sessions_end",
            targetType: "player",
            targetId: String(user.id),
            after: { sessionId: request.body.sessionId ?? "all", ended },
          },
          at,
        );
        return { ended };
      });
    },
  );

  app.get(
    `${P}/:id/notes`,
    {
      config: staffAccess("players.read"),
      schema: {
        tags: TAGS,
        description: "Staff notes on the player, newest first.",
        params: idParam,
        response: { 200: z.object({ items: z.array(playerNote) }) },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom("staff_player_note")
        .selectAll()
        .where("user_id", "=", request.params.id)
        .orderBy("id", "desc")
        .limit(500)
        .execute();
      return {
        items: rows.map((n) => ({
          id: String(n.id),
          staffEmail: n.staff_email,
          body: n.body,
          createdAt: new Date(n.created_at).toISOString(),
        })),
      };
    },
  );

  app.post(
    `${P}/:id/notes`,
    {
      config: staffAccess("players.notes"),
      schema: {
        tags: TAGS,
        description: "Adds a note on the player (notes are never edited).",
        params: idParam,
        body: noteBody,
        response: { 201: playerNote },
      },
    },
    async (request, reply) => {
      const at = now();
      const user = await playerOr404(db, request.params.id);
      const note = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto("staff_player_note")
          .values({
            user_id: user.id,
            staff_id: staffIdOf(request),
            staff_email: request.staff?.staff.email ?? "",
            body: request.body.body,
            created_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(
          trx,
          actorOf(request),
          {
            action: "players.note_add",
            targetType: "player",
            targetId: String(user.id),
            after: { noteId: row.id, body: row.body },
          },
          at,
        );
        return row;
      });
      return reply.code(201).send({
        id: String(note.id),
        staffEmail: note.staff_email,
        body: note.body,
        createdAt: new Date(note.created_at).toISOString(),
      });
    },
  );

  app.put(
    `${P}/:id/ban`,
    {
      config: staffAccess("players.ban"),
      schema: {
        tags: TAGS,
        description: "Sets the player's ban level and version (0 lifts the ban); audited before → after.",
        params: idParam,
        body: banBody,
        response: { 200: playerRow },
      },
    },
    async (request) => {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom("users")
          .select(["id", "ban_level", "ban_version"])
          .where("id", "=", request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw new AppError("NOT_FOUND", "No such player");
        const after = await trx
          .updateTable("users")
          .set({ ban_level: request.body.banLevel, ban_version: request.body.banVersion, updated_at: at })
          .where("id", "=", before.id)
          .returning(USER_COLUMNS)
          .executeTakeFirstOrThrow();
        await writeAudit(
          trx,
          actorOf(request),
          {
            action: "players.ban",
            targetType: "player",
            targetId: String(before.id),
            before: { banLevel: before.ban_level, banVersion: before.ban_version },
            after: { banLevel: after.ban_level, banVersion: after.ban_version },
          },
          at,
        );
        return presentPlayer(after as UserRow);
      });
    },
  );
}
