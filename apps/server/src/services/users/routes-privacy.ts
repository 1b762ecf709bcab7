import { countPageView, listBroughtPlayers, logCookieAgreement } from "@parlay/db/players";
import { CONSENT_TYPE_MAX } from "@parlay/domain/privacy";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { mainHostOfGroup } from "../config/index.ts";
import type { ActiveSession, PlayersRuntime, SessionAuthenticator } from "../session/index.ts";
import { perMinute } from "../session/index.ts";

const TAGS = ["user"];
/** A cookiesAgreeTime (epoch seconds) must be a real recent moment: 2020-01-01 … 2100-01-01. */
const EPOCH_MIN = 1_577_836_800;
const EPOCH_MAX = 4_102_444_800;

const agreementBody = z.object({
  type: z.number().int().min(0).max(CONSENT_TYPE_MAX),
  cookiesAgreeTime: z.number().int().min(EPOCH_MIN).max(EPOCH_MAX),
});
/** A section name: the office menu's analytics names (spec 000 §2, 001 §2) and page ids alike. */
const pageViewBody = z.strictObject({ section: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/) });

export const referralsAnswer = z.object({
  user_id: z.number().int(),
  players: z.array(z.object({ id: z.number().int(), registered_at: z.string() })),
});
/** GET /web-api/user/referrals: the player's account number and the players brought by the link. */
export async function referralsOf(rt: PlayersRuntime, s: ActiveSession) {
  const players = await listBroughtPlayers(rt.db, s.row.group_id, s.row.user_id);
  return {
    user_id: Number(s.row.user_id),
    players: players.map((p) => ({ id: Number(p.id), registered_at: p.created_at.toISOString() })),
  };
}

const contact = z.object({
  name: z.string(),
  email: z.string().optional(),
  phone: z.string().optional(),
  telegram: z.string().optional(),
});
export const managerAnswer = z.object({ manager: contact.nullable() });

/**
 * GET /web-api/user/manager for the office's server render, which knows the player's site but not
 * the request's host: the config of the site's main (not mirror, not VIP) domain.
 */
export async function managerOfSite(rt: PlayersRuntime, groupId: number) {
  const host = await mainHostOfGroup(rt.db, groupId);
  if (!host) return { manager: null };
  const { data } = await rt.config.getAll({ host });
  return { manager: data.vipManager ?? null };
}

/**
 * Cookie consent, bring a friend and the VIP manager (issue 17; spec 001 §5, §7, §9;
 * docs/cookies-and-referrals.md).
 */
export function privacyRoutes(scope: FastifyInstance, auth: SessionAuthenticator): void {
  const rt = auth.runtime;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.post(
    "/web-api/analytics/view",
    {
      preHandler: auth.csrfGuard,
      config: perMinute(rt.rateLimits.login),
      schema: {
        tags: TAGS,
        description:
          "First-party analytics (001 §5, §7): one page view of an analytics section (the office menu's names), sent by the browser only with analytics consent. Counted per site, day and section; nothing about the visitor is kept.",
        body: pageViewBody,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const site = await rt.siteOf(request);
      const day = rt.now().toISOString().slice(0, 10);
      await countPageView(rt.db, { groupId: site.groupId, day, section: request.body.section });
      return { success: true as const };
    },
  );

  app.post(
    "/web-api/user/cookies-agreement",
    {
      preHandler: auth.csrfGuard,
      config: perMinute(rt.rateLimits.login),
      schema: {
        tags: TAGS,
        description:
          "Logs a cookie choice (001 §7 cookiesAgreeTime): the cookies agree type (mask: 1 functional, 2 analytics) and when the visitor chose; the player's id when signed in.",
        body: agreementBody,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const site = await rt.siteOf(request);
      const session = await auth.sessionFrom(request);
      await logCookieAgreement(rt.db, {
        groupId: site.groupId,
        userId: session && session.row.group_id === site.groupId ? session.row.user_id : null,
        type: request.body.type,
        agreedAt: new Date(request.body.cookiesAgreeTime * 1000),
        loggedAt: rt.now(),
      });
      return { success: true as const };
    },
  );

  app.get(
    "/web-api/user/referrals",
    {
      config: { renderGrant: true },
      schema: {
        tags: TAGS,
        description:
          "Bring a friend: the player's account number (the link's bf) and the players who registered through the link, newest first (at most 100).",
        response: { 200: referralsAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return referralsOf(rt, await auth.requireSession(request));
    },
  );

  app.get(
    "/web-api/user/manager",
    {
      config: { renderGrant: true },
      schema: {
        tags: TAGS,
        description:
          "The VIP manager of the site config (d.support vipManager), or null when none is assigned.",
        response: { 200: managerAnswer },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      await auth.requireSession(request);
      const { data } = await rt.config.getAll({ host: rt.hostOf(request) });
      return { manager: data.vipManager ?? null };
    },
  );
}
