/**
 * The terms (issue 16 §6; spec 000 §8 "HTTP 451 with exception_code 1", 001 §4 "Terms
 * confirmation", §7 `GET /web-api/api-v3/v2/user/agreement-rules/status`): versions of the site's
 * terms per language, published by content staff; the players' acceptances; and the guard that
 * answers a signed-in player's API calls with 451 (`details.exception_code` 1) while the site asks
 * for confirmation (`isAvailableConfirmTerms`) and the player has not accepted the current version.
 * docs/access-control.md "Terms".
 */
import type { Db } from "@parlay/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { isApiPath } from "../../http/api-fallback.ts";
import { AppError } from "../../http/errors.ts";
import { configStoreFor, requestHost } from "../config/index.ts";
import { playersFor } from "../session/index.ts";
import { siteCache } from "./site-cache.ts";
import { registerTermsBackoffice } from "./terms-backoffice.ts";

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
const id32 = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Whether a published version of the terms of the player's site is newer than the one they
 * accepted (the SSR shell's viewer: pages go to confirm-terms while the site asks, 001 §4).
 */
export async function termsPendingFor(db: Db, userId: bigint | string | number): Promise<boolean> {
  const row = await db
    .selectFrom("users as u")
    .leftJoin("terms_acceptance as a", (join) =>
      join.onRef("a.user_id", "=", "u.id").onRef("a.group_id", "=", "u.group_id"),
    )
    .select((eb) => [
      eb.fn.coalesce("a.version", eb.lit(0)).as("accepted"),
      eb
        .selectFrom("terms_version as t")
        .select((t) => t.fn.max("t.version").as("v"))
        .whereRef("t.group_id", "=", "u.group_id")
        .where("t.published_at", "is not", null)
        .as("current"),
    ])
    .where("u.id", "=", BigInt(userId))
    .executeTakeFirst();
  return row !== undefined && Number(row.current ?? 0) > Number(row.accepted);
}

export const termsService: Service = async (fastify: FastifyInstance, ctx) => {
  const { rt, auth } = playersFor(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = configStoreFor(ctx.db, { logger: app.log });

  // The current version of each site, kept RULES_TTL_MS: a publication reaches every process within 5 s.
  const currentCache = siteCache(
    (groupId) =>
      rt.db
        .selectFrom("terms_version")
        .select((eb) => [eb.fn.max("version").as("version"), eb.fn.max("published_at").as("at")])
        .where("group_id", "=", groupId)
        .where("published_at", "is not", null)
        .executeTakeFirst()
        .then((r) => ({ version: Number(r?.version ?? 0), at: r?.at ? new Date(r.at) : null })),
    () => rt.now(),
  );
  const current = (groupId: number) => currentCache.get(groupId);
  // Players known to have accepted a version (a positive answer stays true until a newer version,
  // which the comparison with the current one catches), so the guard costs no query per call.
  const acceptedCache = new Map<string, { at: number; version: number }>();
  async function acceptedVersion(userId: bigint, groupId: number, current = Number.POSITIVE_INFINITY) {
    const key = `${groupId}:${userId}`;
    const hit = acceptedCache.get(key);
    if (hit && hit.version >= current && rt.now().getTime() - hit.at < 60_000) return hit.version;
    const version = await readAccepted(userId, groupId);
    if (acceptedCache.size >= 100_000) acceptedCache.clear();
    acceptedCache.set(key, { at: rt.now().getTime(), version });
    return version;
  }
  async function readAccepted(userId: bigint, groupId: number) {
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
    if ((await acceptedVersion(session.row.user_id, site.groupId, version)) >= version) return;
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
      currentCache.forget(site.groupId);
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
      acceptedCache.set(`${site.groupId}:${BigInt(user.id)}`, {
        at: rt.now().getTime(),
        version: now.version,
      });
      return { result: true, updatedAt: now.at ? now.at.toISOString() : null, version: now.version };
    },
  );

  registerTermsBackoffice(app, rt, (groupId) => {
    currentCache.forget(groupId);
    return current(groupId);
  });
};
