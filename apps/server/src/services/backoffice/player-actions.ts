/** A player's sessions (end one or all), notes and ban in the back office (docs/backoffice.md). */
import { banBody, noteBody, playerNote, playerRow, playerSession } from "@parlay/contracts/backoffice";
import type { Database } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { actorOf, STAFF_API, staffAccess, writeAudit } from "../staff/index.ts";
import {
  idParam,
  playerOr404,
  presentPlayer,
  staffIdOf,
  TAGS,
  USER_COLUMNS,
  type UserRow,
} from "./player-reads.ts";

export function playerActionRoutes(fastify: FastifyInstance, db: Kysely<Database>, now: () => Date): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const P = `${STAFF_API}/players`;

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
