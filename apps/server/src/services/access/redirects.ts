/**
 * The redirect service (issue 16 §4; spec 000 §3 "Redirect answer", §4, §7): `POST
 * /redirects-api/api/v1/redirect-light` answers where a page should be from the rules staff set in
 * the back office (domain moves, mirrors per country, moved paths; `@parlay/domain/access`
 * decides). docs/access-control.md "Redirects".
 */
import {
  decideRedirect,
  REDIRECT_CODES,
  REDIRECT_KINDS,
  type RedirectKind,
  type RedirectRule,
  redirectRuleInput,
  redirectRuleProblem,
} from "@parlay/domain/access";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { playersFor } from "../session/index.ts";
import { actorOf, staffAccess, writeAudit } from "../staff/index.ts";
import { type VisitorCountryOptions, visitorCountry } from "./geoip.ts";
import { siteCache } from "./site-cache.ts";

/** Where the visitor's country comes from (geoip.ts `visitorCountry`), as for the blocks service. */
export type RedirectsOptions = VisitorCountryOptions;

const answer = z.object({
  data: z.object({
    redirect: z.boolean(),
    code: z.number(),
    url: z.string(),
    reasons: z.array(z.string()),
    breadcrumbs: z.array(z.string()),
  }),
});
const id32 = z.coerce.number().int().positive().max(2_147_483_647);
const ruleView = z.object({
  id: z.number(),
  groupId: z.number(),
  kind: z.enum(REDIRECT_KINDS),
  host: z.string(),
  country: z.string(),
  path: z.string(),
  target: z.string(),
  code: z.number(),
  note: z.string(),
  createdAt: z.string(),
});
const ruleBody = redirectRuleInput;
const listQuery = z.object({
  groupId: id32.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

type Row = {
  id: number;
  group_id: number;
  kind: string;
  host: string;
  country: string;
  path: string;
  target: string;
  code: number;
  note: string;
  created_at: Date;
};
const toRule = (r: Row): RedirectRule => ({
  id: r.id,
  kind: r.kind as RedirectKind,
  host: r.host,
  country: r.country,
  path: r.path,
  target: r.target,
  code: r.code,
});
const present = (r: Row) => ({
  ...toRule(r),
  groupId: r.group_id,
  note: r.note,
  createdAt: new Date(r.created_at).toISOString(),
});

export function createRedirectsService(options: RedirectsOptions = {}): Service {
  return async (fastify: FastifyInstance, ctx) => {
    const { rt } = playersFor(ctx);
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const countryOf = visitorCountry(options);
    const rules = siteCache(
      (groupId) =>
        rt.db
          .selectFrom("access_redirect_rule")
          .selectAll()
          .where("group_id", "=", groupId)
          .execute()
          .then((rows) => rows.map(toRule)),
      () => rt.now(),
    );

    app.post(
      "/redirects-api/api/v1/redirect-light",
      {
        schema: {
          tags: ["redirects"],
          description:
            "Where the page at `url` should be (spec 000 §3 Redirect answer): a domain move, a mirror for the visitor's country, or a moved path. `redirect` false answers the url itself.",
          body: z.object({ url: z.string().min(1).max(4000) }),
          response: { 200: answer },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "private, no-store");
        const site = await rt.siteOf(request);
        const data = decideRedirect(
          await rules.get(site.groupId),
          request.body.url,
          await countryOf(request),
        );
        return { data };
      },
    );

    app.get(
      "/backoffice-api/v1/redirects",
      {
        config: staffAccess("config.read"),
        schema: {
          tags: ["backoffice"],
          description:
            "The redirect rules of every site group (or of one), by group and id, a page at a time.",
          querystring: listQuery,
          response: {
            200: z.object({
              items: z.array(ruleView),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
              kinds: z.array(z.string()),
              codes: z.array(z.number()),
            }),
          },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        const { groupId, page, pageSize } = request.query;
        let q = rt.db.selectFrom("access_redirect_rule");
        if (groupId) q = q.where("group_id", "=", groupId);
        const [rows, count] = await Promise.all([
          q
            .selectAll()
            .orderBy("group_id")
            .orderBy("id")
            .limit(pageSize)
            .offset((page - 1) * pageSize)
            .execute(),
          q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
        ]);
        return {
          items: rows.map(present),
          total: Number(count.n),
          page,
          pageSize,
          kinds: [...REDIRECT_KINDS],
          codes: [...REDIRECT_CODES],
        };
      },
    );

    app.post(
      "/backoffice-api/v1/redirects",
      {
        config: staffAccess("redirects.write"),
        schema: {
          tags: ["backoffice"],
          description: "Adds a redirect rule (422 REDIRECT_RULE_INVALID when it does not fit its kind).",
          body: ruleBody,
          response: { 201: ruleView },
        },
      },
      async (request, reply) => {
        const b = request.body;
        const problem = redirectRuleProblem(b);
        if (problem) throw new AppError("REDIRECT_RULE_INVALID", problem);
        const actor = actorOf(request);
        const row = await rt.db.transaction().execute(async (trx) => {
          const site = await trx
            .selectFrom("site")
            .select("group_id")
            .where("group_id", "=", b.groupId)
            .executeTakeFirst();
          if (!site) throw new AppError("NOT_FOUND", "No such site group");
          const inserted = await trx
            .insertInto("access_redirect_rule")
            .values({
              group_id: b.groupId,
              kind: b.kind,
              host: b.host,
              country: b.country,
              path: b.path,
              target: b.target,
              code: b.code,
              note: b.note,
              created_by: actor.staffId,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(
            trx,
            actor,
            {
              action: "redirects.create",
              targetType: "redirect_rule",
              targetId: String(inserted.id),
              after: present(inserted),
            },
            rt.now(),
          );
          return inserted;
        });
        rules.forget(b.groupId);
        return reply.code(201).send(present(row));
      },
    );

    app.put(
      "/backoffice-api/v1/redirects/:id",
      {
        config: staffAccess("redirects.write"),
        schema: {
          tags: ["backoffice"],
          description:
            "Changes a redirect rule (404 when there is none; 422 REDIRECT_RULE_INVALID when it does not fit its kind).",
          params: z.object({ id: id32 }),
          body: ruleBody,
          response: { 200: ruleView },
        },
      },
      async (request) => {
        const b = request.body;
        const problem = redirectRuleProblem(b);
        if (problem) throw new AppError("REDIRECT_RULE_INVALID", problem);
        const actor = actorOf(request);
        const { before, after } = await rt.db.transaction().execute(async (trx) => {
          const old = await trx
            .selectFrom("access_redirect_rule")
            .selectAll()
            .where("id", "=", request.params.id)
            .forUpdate()
            .executeTakeFirst();
          if (!old) throw new AppError("NOT_FOUND", "No such redirect rule");
          const site = await trx
            .selectFrom("site")
            .select("group_id")
            .where("group_id", "=", b.groupId)
            .executeTakeFirst();
          if (!site) throw new AppError("NOT_FOUND", "No such site group");
          const row = await trx
            .updateTable("access_redirect_rule")
            .set({
              group_id: b.groupId,
              kind: b.kind,
              host: b.host,
              country: b.country,
              path: b.path,
              target: b.target,
              code: b.code,
              note: b.note,
            })
            .where("id", "=", old.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          await writeAudit(
            trx,
            actor,
            {
              action: "redirects.update",
              targetType: "redirect_rule",
              targetId: String(row.id),
              before: present(old),
              after: present(row),
            },
            rt.now(),
          );
          return { before: old, after: row };
        });
        rules.forget(before.group_id);
        rules.forget(after.group_id);
        return present(after);
      },
    );

    app.delete(
      "/backoffice-api/v1/redirects/:id",
      {
        config: staffAccess("redirects.write"),
        schema: {
          tags: ["backoffice"],
          description: "Removes a redirect rule.",
          params: z.object({ id: id32 }),
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const removed = await rt.db.transaction().execute(async (trx) => {
          const row = await trx
            .deleteFrom("access_redirect_rule")
            .where("id", "=", request.params.id)
            .returningAll()
            .executeTakeFirst();
          if (!row) throw new AppError("NOT_FOUND", "No such redirect rule");
          await writeAudit(
            trx,
            actor,
            {
              action: "redirects.delete",
              targetType: "redirect_rule",
              targetId: String(row.id),
              before: present(row),
            },
            rt.now(),
          );
          return row;
        });
        rules.forget(removed.group_id);
        return reply.code(204).send();
      },
    );
  };
}
