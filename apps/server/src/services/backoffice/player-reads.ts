/** The back office's player lists: search, the row a player is shown as, and the lookups the routes share. */
import type { playerRow, playerSearchQuery } from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { FastifyRequest } from "fastify";
import type { Kysely, SelectQueryBuilder } from "kysely";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";

export const TAGS = ["backoffice"];
export const idParam = z.object({ id: z.coerce.bigint().positive() });
export const CSV_MAX = 50_000;

export interface UserRow {
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

export const SORT_COLUMN = {
  id: "id",
  createdAt: "created_at",
  email: "email",
  banLevel: "ban_level",
} as const;

/** The search: a number matches the id or the phone; text matches the login or e-mail (prefix, any case). */
export function searched(db: Kysely<Database>, q: z.infer<typeof playerSearchQuery>) {
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

export const USER_COLUMNS = [
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

export async function searchPlayers(
  db: Kysely<Database>,
  q: z.infer<typeof playerSearchQuery>,
  limit?: number,
) {
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

export async function playerOr404(db: Kysely<Database>, id: bigint) {
  const u = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  if (!u) throw new AppError("NOT_FOUND", "No such player");
  return u;
}

export const staffIdOf = (request: FastifyRequest) => request.staff?.staff.id ?? null;
