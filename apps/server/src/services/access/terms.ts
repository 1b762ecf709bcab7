/**
 * The terms (issue 16 §6; spec 000 §8 "HTTP 451 with exception_code 1", 001 §4 "Terms
 * confirmation", §7 `GET /web-api/api-v3/v2/user/agreement-rules/status`): versions of the site's
 * terms per language, published by content staff; the players' acceptances; and the guard that
 * answers a signed-in player's API calls with 451 (`details.exception_code` 1) while the site asks
 * for confirmation (`isAvailableConfirmTerms`) and the player has not accepted the current version.
 * docs/access-control.md "Terms".
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { isApiPath } from "../../http/api-fallback.ts";
import { AppError } from "../../http/errors.ts";
import { configStoreFor, requestHost } from "../config/index.ts";
import { playersFor } from "../session/index.ts";
import { actorOf, staffAccess, writeAudit } from "../staff/index.ts";
import { RULES_TTL_MS } from "./blocks.ts";

export const TERMS_API = "/web-api/api-v3/v2/user/agreement-rules";

/**
 * What a player who has not accepted the current terms may still reach: signing in and out, the
 * session and its tokens, the terms themselves, the site's config, SEO, block and redirect checks,
 * and (parlay) the responsible-gaming tools and taking their money out — refusing new terms must
 * not lock a player out of a self-exclusion or of their balance.
 */
const EXEMPT_PREFIXES = [
  "/web-api/auth/",
  `${TERMS_API}`,
  "/bff-api/",
  "/blocks-api/",
  "/redirects-api/",
  "/social-api/",
  "/fatman-api/",
  "/limit-service-api/",
];
const EXEMPT_ROUTES = new Set([
  "GET /web-api/session",
  "GET /web-api/csrf",
  "GET /web-api/user/gettoken",
  "POST /web-api/user/updatetoken",
  "GET /web-api/user/check-session",
  "POST /web-api/user/disconnect",
  "POST /web-api/user/logout",
  "GET /web-api/user/config",
  "GET /web-api/wallet/balance",
  "GET /web-api/wallet/accounts",
  "POST /web-api/wallet/withdrawals",
]);

/** Whether the 451 guard leaves this request alone. */
export function termsExempt(request: FastifyRequest): boolean {
  if (!isApiPath(request.url)) return true;
  const route = request.routeOptions.url ?? request.url.split("?")[0] ?? "";
  if (EXEMPT_PREFIXES.some((p) => route.startsWith(p))) return true;
  const method = request.method === "HEAD" ? "GET" : request.method;
  return EXEMPT_ROUTES.has(`${method} ${route}`);
}

const statusAnswer = z.object({
  /** true: the player has accepted the current terms (or there is nothing to accept). */
  result: z.boolean(),
  /** When the current version was published (ISO 8601); null when no terms are published. */
  updatedAt: z.string().nullable(),
  /** parlay: the current version number (0: none). */
  version: z.number(),
});
const textAnswer = z.object({
  version: z.number(),
  lang: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string().nullable(),
});
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

export const termsService: Service = async (fastify: FastifyInstance, ctx) => {
  const { rt, auth } = playersFor(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = configStoreFor(ctx.db, { logger: app.log });

  // The current version of each site, kept RULES_TTL_MS: a publication reaches every process within 5 s.
  const currentCache = new Map<
    number,
    { at: number; value: Promise<{ version: number; at: Date | null }> }
  >();
  function current(groupId: number) {
    const hit = currentCache.get(groupId);
    if (hit && rt.now().getTime() - hit.at < RULES_TTL_MS) return hit.value;
    const value = rt.db
      .selectFrom("terms_version")
      .select((eb) => [eb.fn.max("version").as("version"), eb.fn.max("published_at").as("at")])
      .where("group_id", "=", groupId)
      .where("published_at", "is not", null)
      .executeTakeFirst()
      .then((r) => ({ version: Number(r?.version ?? 0), at: r?.at ? new Date(r.at) : null }));
    value.catch(() => currentCache.delete(groupId));
    currentCache.set(groupId, { at: rt.now().getTime(), value });
    return value;
  }
  async function acceptedVersion(userId: bigint, groupId: number) {
    const row = await rt.db
      .selectFrom("terms_acceptance")
      .select("version")
      .where("user_id", "=", userId)
      .where("group_id", "=", groupId)
      .executeTakeFirst();
    return row?.version ?? 0;
  }
  async function confirmationOn(request: FastifyRequest) {
    const { data } = await config.getGroups({
      host: requestHost(request, ctx),
      country: request.headers["x-country-code"] as string | undefined,
      groups: ["d.core"],
    });
    return data["d.core"].isAvailableConfirmTerms;
  }

  // The guard: every signed-in player's API call that is not exempt.
  app.addHook("onRequest", async (request) => {
    if (termsExempt(request)) return;
    let session: Awaited<ReturnType<typeof auth.sessionFrom>>;
    try {
      session = await auth.sessionFrom(request);
    } catch {
      return; // a bad token is the route's to answer (401)
    }
    if (!session) return;
    let site: Awaited<ReturnType<typeof rt.siteOf>>;
    try {
      site = await rt.siteOf(request);
    } catch (err) {
      // A host without a site has no terms; the route answers for itself.
      if (err instanceof AppError && err.code === "NO_SITE_CONFIG") return;
      throw err;
    }
    const { version } = await current(site.groupId);
    if (version === 0) return;
    if ((await acceptedVersion(session.row.user_id, site.groupId)) >= version) return;
    if (!(await confirmationOn(request))) return;
    throw new AppError("TERMS_NOT_ACCEPTED", undefined, { exception_code: 1, version });
  });

  app.get(
    `${TERMS_API}/status`,
    {
      schema: {
        tags: ["terms"],
        description:
          "Whether the signed-in player has accepted the current terms (`result`) and when they were published (`updatedAt`). 401 for a guest.",
        response: { 200: statusAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const s = await auth.requireSession(request);
      const site = await rt.siteOf(request);
      const now = await current(site.groupId);
      const accepted = await acceptedVersion(s.row.user_id, site.groupId);
      return {
        result: now.version === 0 || accepted >= now.version || !(await confirmationOn(request)),
        updatedAt: now.at ? now.at.toISOString() : null,
        version: now.version,
      };
    },
  );

  app.get(
    TERMS_API,
    {
      schema: {
        tags: ["terms"],
        description:
          "The current terms in `lang` (else the site's default language, else any language of the version). 404 when none are published.",
        querystring: z.object({ lang: lang.optional() }),
        response: { 200: textAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const site = await rt.siteOf(request);
      const { version, at } = await current(site.groupId);
      const texts = await rt.db
        .selectFrom("terms_version")
        .selectAll()
        .where("group_id", "=", site.groupId)
        .where("version", "=", version)
        .where("published_at", "is not", null)
        .execute();
      const text =
        texts.find((t) => t.lang === request.query.lang) ?? texts.find((t) => t.lang === "en") ?? texts[0];
      if (!text) throw new AppError("NOT_FOUND", "No terms are published");
      return {
        version,
        lang: text.lang,
        title: text.title,
        body: text.body,
        updatedAt: at ? at.toISOString() : null,
      };
    },
  );

  app.post(
    `${TERMS_API}/accept`,
    {
      schema: {
        tags: ["terms"],
        description:
          "The signed-in player accepts the terms of `version`, which must be the current one (else 409 TERMS_VERSION_OUTDATED: show the new text first).",
        body: z.object({ version: id32 }),
        response: { 200: statusAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const user = await ctx.auth.userFrom(request); // CSRF for a cookie session
      if (!user) throw new AppError("UNAUTHORIZED");
      const site = await rt.siteOf(request);
      currentCache.delete(site.groupId);
      const now = await current(site.groupId);
      if (request.body.version !== now.version) throw new AppError("TERMS_VERSION_OUTDATED");
      await rt.db
        .insertInto("terms_acceptance")
        .values({
          user_id: BigInt(user.id),
          group_id: site.groupId,
          version: now.version,
          accepted_at: rt.now(),
        })
        .onConflict((oc) =>
          oc.columns(["user_id", "group_id"]).doUpdateSet({ version: now.version, accepted_at: rt.now() }),
        )
        .execute();
      return { result: true, updatedAt: now.at ? now.at.toISOString() : null, version: now.version };
    },
  );

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
      currentCache.delete(request.query.groupId);
      return { items: rows.map(present), current: (await current(request.query.groupId)).version };
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
      currentCache.delete(groupId);
      return { items: rows.map(present) };
    },
  );
};
