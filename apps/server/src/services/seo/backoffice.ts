/**
 * The back office's SEO rows (issue 16 §5; spec 000 §2 streams and sub-sections, §3 SEO page
 * data): title, description, robots, extra metas and the canonical rule (a URL or mirror mode) per
 * stream, sub-section (or one item of it) and language. Every change is audited with the row
 * before and after, and drops the SEO answers of this process at once, and of the others through the site's Redis
 * where one is configured (config/invalidation.ts).
 * docs/config.md "SEO page data".
 */
import { seoRowInputOf } from "@parlay/domain/config";
import { SEO_STREAMS } from "@parlay/domain/routing";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { playersFor } from "../session/index.ts";
import { actorOf, staffAccess, writeAudit } from "../staff/index.ts";
import { seoStoreFor } from "./store.ts";

const id32 = z.coerce.number().int().positive().max(2_147_483_647);
const { key, row: rowBody } = seoRowInputOf(SEO_STREAMS);
const rowView = rowBody;

type Row = {
  group_id: number;
  stream: string;
  section: string;
  lang: string;
  title: string;
  description: string;
  meta_robots: string;
  hierarchy_meta_robots: string | null;
  metas: unknown[];
  custom_canonical: Record<string, unknown> | null;
};
const present = (r: Row) => ({
  groupId: r.group_id,
  stream: r.stream as (typeof SEO_STREAMS)[number],
  section: r.section,
  lang: r.lang,
  title: r.title,
  description: r.description,
  metaRobots: r.meta_robots,
  hierarchyMetaRobots: r.hierarchy_meta_robots,
  metas: r.metas as z.infer<typeof rowBody>["metas"],
  customCanonical: r.custom_canonical as z.infer<typeof rowBody>["customCanonical"],
});

export const seoBackoffice: Service = async (fastify, ctx) => {
  const { rt } = playersFor(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = seoStoreFor(ctx.db);
  const target = (k: { groupId: number; stream: string; section: string; lang: string }) =>
    `${k.groupId}/${k.stream}/${k.section || "-"}/${k.lang}`;

  app.get(
    "/backoffice-api/v1/seo",
    {
      config: staffAccess("config.read"),
      schema: {
        tags: ["backoffice"],
        description: "The SEO rows of a site, optionally of one stream, a page at a time.",
        querystring: z.object({
          groupId: id32,
          stream: z.enum(SEO_STREAMS).optional(),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: {
          200: z.object({
            items: z.array(rowView),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
            streams: z.array(z.string()),
          }),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const { groupId, stream, page, pageSize } = request.query;
      let q = rt.db.selectFrom("seo_page").where("group_id", "=", groupId);
      if (stream) q = q.where("stream", "=", stream);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy("stream")
          .orderBy("section")
          .orderBy("lang")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        q.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return {
        items: rows.map((r) => present(r as Row)),
        total: Number(count.n),
        page,
        pageSize,
        streams: [...SEO_STREAMS],
      };
    },
  );

  app.put(
    "/backoffice-api/v1/seo",
    {
      config: staffAccess("seo.write"),
      schema: {
        tags: ["backoffice"],
        description:
          "Sets the SEO row of a stream, sub-section or item in one language (canonical: `{mode: url, targetUrl}` or `{mode: mirror, domain}`).",
        body: rowBody,
        response: { 200: rowView },
      },
    },
    async (request) => {
      const b = request.body;
      const actor = actorOf(request);
      const saved = await rt.db.transaction().execute(async (trx) => {
        const site = await trx
          .selectFrom("site")
          .select("group_id")
          .where("group_id", "=", b.groupId)
          .executeTakeFirst();
        if (!site) throw new AppError("NOT_FOUND", "No such site group");
        const before = await trx
          .selectFrom("seo_page")
          .selectAll()
          .where("group_id", "=", b.groupId)
          .where("stream", "=", b.stream)
          .where("section", "=", b.section)
          .where("lang", "=", b.lang)
          .executeTakeFirst();
        const values = {
          title: b.title,
          description: b.description,
          meta_robots: b.metaRobots,
          hierarchy_meta_robots: b.hierarchyMetaRobots,
          metas: JSON.stringify(b.metas),
          custom_canonical: b.customCanonical ? JSON.stringify(b.customCanonical) : null,
        };
        const row = await trx
          .insertInto("seo_page")
          .values({ group_id: b.groupId, stream: b.stream, section: b.section, lang: b.lang, ...values })
          .onConflict((oc) => oc.columns(["group_id", "stream", "section", "lang"]).doUpdateSet(values))
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(
          trx,
          actor,
          {
            action: "seo.update",
            targetType: "seo_page",
            targetId: target(b),
            before: before ? present(before as Row) : undefined,
            after: present(row as Row),
          },
          rt.now(),
        );
        return row;
      });
      await store.written();
      return present(saved as Row);
    },
  );

  app.delete(
    "/backoffice-api/v1/seo",
    {
      config: staffAccess("seo.write"),
      schema: {
        tags: ["backoffice"],
        description: "Removes an SEO row (the page then falls back to the less specific rows).",
        querystring: key,
      },
    },
    async (request, reply) => {
      const k = request.query;
      const actor = actorOf(request);
      await rt.db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom("seo_page")
          .where("group_id", "=", k.groupId)
          .where("stream", "=", k.stream)
          .where("section", "=", k.section)
          .where("lang", "=", k.lang)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new AppError("NOT_FOUND", "No such SEO row");
        await writeAudit(
          trx,
          actor,
          { action: "seo.delete", targetType: "seo_page", targetId: target(k), before: present(row as Row) },
          rt.now(),
        );
      });
      await store.written();
      return reply.code(204).send();
    },
  );
};
