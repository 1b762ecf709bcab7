/** Staff accounts and the audit trail (docs/backoffice.md). */
import { z } from "zod";
import type { PlayersRuntime } from "../session/index.ts";
import { actorOf, STAFF_API, type StaffApp, staffAccess } from "./access.ts";
import { createStaff, listStaff, resetStaff, type StaffSession, updateStaff } from "./accounts.ts";
import { auditCsv, readAudit } from "./audit.ts";
import {
  account,
  auditQuery,
  auditRow,
  createBody,
  idParam,
  me,
  patchBody,
  present,
  signedIn,
} from "./schemas.ts";

export function adminRoutes(app: StaffApp, rt: PlayersRuntime, TAGS: string[]): void {
  app.get(
    `${STAFF_API}/me`,
    {
      config: staffAccess("signed-in"),
      schema: {
        tags: TAGS,
        description: "The signed-in staff member, roles and permissions.",
        response: { 200: signedIn.shape.me },
      },
    },
    async (request) => me((request.staff as StaffSession).staff),
  );

  app.get(
    `${STAFF_API}/staff`,
    {
      config: staffAccess("staff.read"),
      schema: {
        tags: TAGS,
        description: "Every staff account.",
        response: { 200: z.object({ items: z.array(account) }) },
      },
    },
    async () => ({ items: (await listStaff(rt.db)).map(present) }),
  );

  app.post(
    `${STAFF_API}/staff`,
    {
      config: staffAccess("staff.manage"),
      schema: {
        tags: TAGS,
        description: "Creates a staff account; its one-time password is shown once.",
        body: createBody,
        response: { 201: z.object({ id: z.string(), oneTimePassword: z.string() }) },
      },
    },
    async (request, reply) => {
      const created = await createStaff(rt, actorOf(request), request.body);
      return reply.code(201).send({ id: String(created.id), oneTimePassword: created.oneTimePassword });
    },
  );

  app.patch(
    `${STAFF_API}/staff/:id`,
    {
      config: staffAccess("staff.manage"),
      schema: {
        tags: TAGS,
        description: "Changes a staff account's roles, name or disabled flag.",
        params: idParam,
        body: patchBody,
        response: { 200: account },
      },
    },
    async (request) => present(await updateStaff(rt, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    `${STAFF_API}/staff/:id/reset`,
    {
      config: staffAccess("staff.manage"),
      schema: {
        tags: TAGS,
        description: "A new one-time password; the authenticator is set up again and every session ends.",
        params: idParam,
        response: { 200: z.object({ oneTimePassword: z.string() }) },
      },
    },
    async (request) => resetStaff(rt, actorOf(request), request.params.id),
  );

  app.get(
    `${STAFF_API}/audit`,
    {
      config: staffAccess("audit.read"),
      schema: {
        tags: TAGS,
        description: "The audit trail, newest first, filtered and paged on the server.",
        querystring: auditQuery,
        response: {
          200: z.object({
            items: z.array(auditRow),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const page = await readAudit(rt.db, request.query);
      return {
        items: page.rows,
        total: page.total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  );

  app.get(
    `${STAFF_API}/audit.csv`,
    {
      config: staffAccess("audit.read"),
      schema: {
        tags: TAGS,
        description: "The filtered audit trail as CSV (at most 50,000 rows).",
        querystring: auditQuery.omit({ page: true, pageSize: true }),
      },
    },
    async (request, reply) => {
      const { rows } = await readAudit(rt.db, { ...request.query, page: 1, pageSize: 50_000 });
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", 'attachment; filename="audit.csv"');
      return auditCsv(rows);
    },
  );
}
