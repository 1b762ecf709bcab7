import { endSession, endUserSessions } from "@parlay/db/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { playersFor } from "./authenticator.ts";
import { COOKIES, setCookie } from "./cookies.ts";
import { ANONYMOUS, assertCsrf, isCsrfTokenFor, issueCsrf } from "./csrf.ts";
import { liveSessions, loginHistory } from "./player-sessions.ts";
import type { PlayersRuntime } from "./runtime.ts";
import {
  checkSessionAnswer,
  csrfAnswer,
  endedAnswer,
  getTokenAnswer,
  loginHistoryAnswer,
  logoutBody,
  sessionAnswer,
  sessionIdParams,
  sessionsAnswer,
  successAnswer,
  tokenData,
  tokenQuery,
} from "./schemas.ts";
import {
  type ActiveSession,
  clearSessionCookies,
  lifetimesOf,
  newAccessToken,
  setTokenCookie,
} from "./sessions.ts";
import { verifyAccessToken } from "./tokens.ts";

const TAGS = ["session"];
// Any bearer credential, well-formed or not; other schemes (a staging site's Basic auth) are not ours.
const BEARER = /^\s*bearer\s/i;

/** The CSRF cookie if it is valid for the caller, else a fresh one. */
function ensureCsrf(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  s: ActiveSession | null,
): string {
  const binding = s && s.via === "cookie" ? s.row.id : ANONYMOUS;
  const current = request.cookies[COOKIES.csrf];
  if (current && isCsrfTokenFor(rt.keys.csrf, current, binding)) return current;
  return issueCsrf(rt.keys.csrf, request, reply, binding);
}

/** Session, token, check-session, disconnect, logout and the player's own session list. */
export const sessionService: Service = async (fastify, ctx) => {
  const { rt, auth } = playersFor(ctx);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store");
  };
  /**
   * The session for routes that also answer guests. A caller that sent an access token which
   * names no live session (expired by its clock or ours, signed with a key rotated at deploy, or
   * its session ended) is not a guest: 401, so the client refreshes the token from its cookie
   * session and repeats (spec 000 §8). Answering "nobody" instead made the shell log out a player
   * whose cookie session was fine. Only a caller without a token is answered as a guest.
   */
  const guestOrSession = async (request: FastifyRequest): Promise<ActiveSession | null> => {
    const s = await auth.sessionFrom(request);
    if (!s && BEARER.test(request.headers.authorization ?? "")) throw new AppError("UNAUTHORIZED");
    return s;
  };

  app.get(
    "/web-api/session",
    {
      onRequest: noStore,
      schema: {
        tags: TAGS,
        description: "Touches the session; sets the CSRF cookie. Never cached.",
        response: { 200: sessionAnswer },
      },
    },
    async (request, reply) => {
      const s = await guestOrSession(request);
      if (!s && (request.cookies[COOKIES.ua] || request.cookies[COOKIES.token]))
        clearSessionCookies(rt, request, reply);
      return {
        authenticated: s !== null,
        user_id: s ? Number(s.row.user_id) : null,
        expiresAt: s ? s.expiresAt.toISOString() : null,
        csrfToken: ensureCsrf(rt, request, reply, s),
      };
    },
  );

  app.get(
    "/web-api/csrf",
    {
      onRequest: noStore,
      schema: {
        tags: TAGS,
        description: "The caller's CSRF token (also set as the csrf_token cookie).",
        response: { 200: csrfAnswer },
      },
    },
    async (request, reply) => ({
      csrfToken: ensureCsrf(rt, request, reply, await auth.sessionFrom(request)),
    }),
  );

  app.get(
    "/web-api/user/gettoken",
    {
      onRequest: noStore,
      schema: {
        tags: TAGS,
        description: "The access token: the current one while it has over a minute left, else a new one.",
        querystring: tokenQuery,
        response: { 200: getTokenAnswer },
      },
    },
    async (request, reply) => {
      const s = await auth.requireSession(request);
      const force = request.query.force_refresh === "true" || request.query.force_refresh === "1";
      const nowS = Math.floor(rt.now().getTime() / 1000);
      const current = request.cookies[COOKIES.token];
      if (!force && current) {
        const claims = await verifyAccessToken(rt.keys.token, current, nowS);
        if (claims && claims.sessionId === s.row.id && claims.expiresAt - nowS > 60) {
          return { data: { token: current, expiresAt: claims.expiresAt } };
        }
      }
      const token = await newAccessToken(rt, s.row);
      setTokenCookie(rt, request, reply, token);
      return { data: token };
    },
  );

  app.post(
    "/web-api/user/updatetoken",
    {
      onRequest: noStore,
      preHandler: auth.csrfGuard,
      schema: { tags: TAGS, description: "A new access token.", response: { 200: tokenData } },
    },
    async (request, reply) => {
      const s = await auth.requireSession(request);
      const token = await newAccessToken(rt, s.row);
      setTokenCookie(rt, request, reply, token);
      return token;
    },
  );

  app.get(
    "/web-api/user/check-session",
    {
      onRequest: noStore,
      schema: {
        tags: TAGS,
        description:
          "user_id of the signed-in player or null (no token, no live cookie session). 401 when an access token is sent that names no live session: refresh it and repeat. Honours X-SameSite: none and X-Partitioned: 1 over TLS.",
        response: { 200: checkSessionAnswer },
      },
    },
    async (request, reply) => {
      const s = await guestOrSession(request);
      if (!s) return { user_id: null };
      // Re-sent so an embedded context receives the marker with the attributes it asked for.
      const maxAge = s.row.remember ? lifetimesOf(rt, true).absoluteSeconds : undefined;
      setCookie(reply, request, COOKIES.ua, "1", { httpOnly: false, maxAgeSeconds: maxAge });
      return { user_id: Number(s.row.user_id) };
    },
  );

  const logout = async (request: FastifyRequest, reply: FastifyReply, all: boolean) => {
    // A stale token must not turn a sign-out into "not signed in" that leaves the session alive.
    const s = await guestOrSession(request);
    let ended = 0;
    if (s) {
      if (s.via === "cookie") assertCsrf(rt.keys.csrf, request, reply, s.row.id);
      const now = rt.now();
      ended = all
        ? await endUserSessions(rt.db, s.row.user_id, now, "logout_all")
        : Number(await endSession(rt.db, s.row.user_id, s.row.id, now, "logout"));
    }
    clearSessionCookies(rt, request, reply);
    return { success: true, message: s ? "Signed out" : "Not signed in", ended };
  };

  app.post(
    "/web-api/user/disconnect",
    {
      onRequest: noStore,
      schema: {
        tags: TAGS,
        description: "Ends this session and removes ua and user_token.",
        response: { 200: successAnswer },
      },
    },
    async (request, reply) => {
      const { success, message } = await logout(request, reply, false);
      return { success, message };
    },
  );

  app.post(
    "/web-api/user/logout",
    {
      onRequest: noStore,
      schema: {
        tags: TAGS,
        description: "Like disconnect; with all=true ends every session of the player.",
        body: logoutBody,
        response: { 200: successAnswer.extend(endedAnswer.shape) },
      },
    },
    async (request, reply) => logout(request, reply, request.body?.all === true),
  );

  app.get(
    "/web-api/user/sessions",
    {
      onRequest: noStore,
      config: { renderGrant: true },
      schema: {
        tags: TAGS,
        description: "The player's live sessions, newest activity first.",
        response: { 200: sessionsAnswer },
      },
    },
    async (request) => liveSessions(rt, await auth.requireSession(request)),
  );

  app.delete(
    "/web-api/user/sessions/:id",
    {
      onRequest: noStore,
      preHandler: auth.csrfGuard,
      schema: {
        tags: TAGS,
        description: "Ends one of the player's own sessions.",
        params: sessionIdParams,
        response: { 200: successAnswer },
      },
    },
    async (request, reply) => {
      const s = await auth.requireSession(request);
      // Scoped by user: another player's session id is simply not found.
      const ok = await endSession(rt.db, s.row.user_id, request.params.id, rt.now(), "ended_by_user");
      if (!ok) throw new AppError("NOT_FOUND", "No such session");
      if (request.params.id === s.row.id) clearSessionCookies(rt, request, reply);
      return { success: true, message: "Session ended" };
    },
  );

  app.post(
    "/web-api/user/sessions/end-others",
    {
      onRequest: noStore,
      preHandler: auth.csrfGuard,
      schema: {
        tags: TAGS,
        description: "Ends every other session of the player.",
        response: { 200: endedAnswer },
      },
    },
    async (request) => {
      const s = await auth.requireSession(request);
      const ended = await endUserSessions(rt.db, s.row.user_id, rt.now(), "ended_by_user", s.row.id);
      return { success: true, ended };
    },
  );

  app.get(
    "/web-api/user/login-history",
    {
      onRequest: noStore,
      config: { renderGrant: true },
      schema: {
        tags: TAGS,
        description: "The player's last 20 sign-ins (address, device, when, how it ended), newest first.",
        response: { 200: loginHistoryAnswer },
      },
    },
    async (request) => loginHistory(rt, await auth.requireSession(request)),
  );
};
