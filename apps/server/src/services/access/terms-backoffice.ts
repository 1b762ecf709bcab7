/**
 * The back office's terms (issue 16 §6; docs/access-control.md "Terms"): drafts per version and
 * language written by content staff, then every language of a version published at once. A
 * published text never changes (409 TERMS_PUBLISHED). Audited with the text before and after.
 */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { actorOf, staffAccess, writeAudit } from "../staff/index.ts";

const lang = z.string().regex(/^[a-z]{2}$/);
const termsView = z.object({
  id: z.number(),
  groupId: z.number(),
  version: z.number(),
  lang: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
const id32 = z.coerce.number().int().positive().max(2_147_483_647);

type TermsRow = {
  id: number;
  group_id: number;
  version: number;
  lang: string;
  title: string;
  body: string;
  published_at: Date | null;
  created_at: Date;
};
const present = (r: TermsRow) => ({
  id: r.id,
  groupId: r.group_id,
  version: r.version,
  lang: r.lang,
  title: r.title,
  body: r.body,
  publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
  createdAt: new Date(r.created_at).toISOString(),
});

/**
 * Mounts /backoffice-api/v1/terms…; `fresh` drops the process's cached current version of a site
 * and reads it again (a publication is seen here at once, elsewhere within 5 s).
 */
export function registerTermsBackoffice(
  fastify: FastifyInstance,
  rt: PlayersRuntime,
  fresh: (groupId: number) => Promise<{ version: number }>,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The back office: texts per version and language, then publication.
  app.get(
    "/backoffice-api/v1/terms",
    {
      config: staffAccess("config.read"),
      schema: {
        tags: ["backoffice"],
        description: "Every version of a site's terms in every language, newest first.",
        querystring: z.object({ groupId: id32 }),
        response: { 200: z.object({ items: z.array(termsView), current: z.number() }) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const rows = await rt.db
        .selectFrom("terms_version")
        .selectAll()
        .where("group_id", "=", request.query.groupId)
        .orderBy("version", "desc")
        .orderBy("lang")
        .execute();
      return { items: rows.map(present), current: (await fresh(request.query.groupId)).version };
    },
  );

  app.put(
    "/backoffice-api/v1/terms",
    {
      config: staffAccess("terms.write"),
      schema: {
        tags: ["backoffice"],
        description:
          "Writes the text of a draft version in one language. The version must come after the published one (else 409 TERMS_PUBLISHED: a published text never changes).",
        body: z.object({
          groupId: id32,
          version: id32,
          lang,
          title: z.string().trim().min(1).max(200),
          body: z.string().trim().min(1).max(200_000),
        }),
        response: { 200: termsView },
      },
    },
    async (request) => {
      const b = request.body;
      const actor = actorOf(request);
      const row = await rt.db.transaction().execute(async (trx) => {
        const site = await trx
          .selectFrom("site")
          .select("group_id")
          .where("group_id", "=", b.groupId)
          .executeTakeFirst();
        if (!site) throw new AppError("NOT_FOUND", "No such site group");
        const published = await trx
          .selectFrom("terms_version")
          .select((eb) => eb.fn.max("version").as("v"))
          .where("group_id", "=", b.groupId)
          .where("published_at", "is not", null)
          .executeTakeFirst();
        if (b.version <= Number(published?.v ?? 0)) throw new AppError("TERMS_PUBLISHED");
        const before = await trx
          .selectFrom("terms_version")
          .selectAll()
          .where("group_id", "=", b.groupId)
          .where("version", "=", b.version)
          .where("lang", "=", b.lang)
          .executeTakeFirst();
        const saved = await trx
          .insertInto("terms_version")
          .values({
            group_id: b.groupId,
            version: b.version,
            lang: b.lang,
            title: b.title,
            body: b.body,
            created_by: actor.staffId,
          })
          .onConflict((oc) =>
            oc.columns(["group_id", "version", "lang"]).doUpdateSet({ title: b.title, body: b.body }),
          )
          .returningAll()
          .executeTakeFirstOrThrow();
        await writeAudit(
          trx,
          actor,
          {
            action: "terms.write",
            targetType: "terms",
            targetId: `${b.groupId}/${b.version}/${b.lang}`,
            before: before ? present(before) : undefined,
            after: present(saved),
          },
          rt.now(),
        );
        return saved;
      });
      return present(row);
    },
  );

  app.post(
    "/backoffice-api/v1/terms/:version/publish",
    {
      config: staffAccess("terms.write"),
      schema: {
        tags: ["backoffice"],
        description:
          "Publishes every language of a draft version: from now on a signed-in player who has not accepted it is asked to (451 while the site's isAvailableConfirmTerms is on).",
        params: z.object({ version: id32 }),
        body: z.object({ groupId: id32 }),
        response: { 200: z.object({ items: z.array(termsView) }) },
      },
    },
    async (request) => {
      const { groupId } = request.body;
      const { version } = request.params;
      const actor = actorOf(request);
      const rows = await rt.db.transaction().execute(async (trx) => {
        const published = await trx
          .selectFrom("terms_version")
          .select((eb) => eb.fn.max("version").as("v"))
          .where("group_id", "=", groupId)
          .where("published_at", "is not", null)
          .executeTakeFirst();
        if (version <= Number(published?.v ?? 0)) throw new AppError("TERMS_PUBLISHED");
        const updated = await trx
          .updateTable("terms_version")
          .set({ published_at: rt.now() })
          .where("group_id", "=", groupId)
          .where("version", "=", version)
          .returningAll()
          .execute();
        if (updated.length === 0) throw new AppError("NOT_FOUND", "The version has no text");
        await writeAudit(
          trx,
          actor,
          {
            action: "terms.publish",
            targetType: "terms",
            targetId: `${groupId}/${version}`,
            before: { current: Number(published?.v ?? 0) },
            after: { current: version, langs: updated.map((r) => r.lang) },
          },
          rt.now(),
        );
        return updated;
      });
      await fresh(groupId);
      return { items: rows.map(present) };
    },
  );
}
