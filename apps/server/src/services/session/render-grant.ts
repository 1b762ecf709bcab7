import { findSessionById } from "@parlay/db/players";
import { sessionExpiresAt, sessionState } from "@parlay/domain/players";
import type { FastifyRequest } from "fastify";
import { jwtVerify, SignJWT } from "jose";
import type { SessionAuthenticator } from "./authenticator.ts";
import type { PlayersRuntime } from "./runtime.ts";
import type { ActiveSession } from "./sessions.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * This GET route answers a render grant as well as the player's own credentials: a remote
     * rendering the player's page on the server may read it (docs/security.md "Render grants").
     */
    renderGrant?: boolean;
  }
}

/**
 * A render grant: what lets a remote app, while it renders one page for a signed-in player on the
 * server, read that player's data from the site's API. It is not the session (the `sid` cookie,
 * which refreshes everything) and not an access token:
 * - signed with a key of its own (`keys.renderGrant`) and its own audience, so no access-token check
 *   ever accepts it, and it never reaches the browser;
 * - valid for 60 seconds, bound to one session (which must still be live when it is used) and one
 *   remote app;
 * - read-only: the session service honours it only on GET routes that declare `renderGrant: true`
 *   (the office's reads), so it cannot place a bet, withdraw, change a password or fetch a token.
 */
export const RENDER_GRANT_TTL_SECONDS = 60;
const ISSUER = "parlay";
const AUDIENCE = "parlay:render";

export interface RenderGrantClaims {
  userId: bigint;
  sessionId: string;
  groupId: number;
  /** The remote app the grant was issued to ("office"). */
  app: string;
}

export async function issueRenderGrant(
  key: Buffer,
  claims: RenderGrantClaims,
  nowSeconds: number,
  ttlSeconds = RENDER_GRANT_TTL_SECONDS,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, grp: claims.groupId, app: claims.app })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId.toString())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(nowSeconds)
    .setExpirationTime(nowSeconds + ttlSeconds)
    .sign(key);
}

/** The claims of a grant that is well signed and unexpired at `nowSeconds`, or null. */
export async function verifyRenderGrant(
  key: Buffer,
  token: string,
  nowSeconds: number,
): Promise<RenderGrantClaims | null> {
  if (token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ["HS256"],
      currentDate: new Date(nowSeconds * 1000),
    });
    const { sub, sid, grp, app } = payload;
    if (typeof sub !== "string" || !/^\d{1,19}$/.test(sub)) return null;
    if (typeof sid !== "string" || typeof grp !== "number" || typeof app !== "string") return null;
    return { userId: BigInt(sub), sessionId: sid, groupId: grp, app };
  } catch {
    return null;
  }
}

/** Whether a request may be answered on a render grant: a read of a route that opted in. */
export function grantReadable(request: FastifyRequest): boolean {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    request.routeOptions.config?.renderGrant === true
  );
}

/**
 * The player a render grant names, while its session is live; for the in-process office data, with
 * that session as the read-only routes see it (`via: "grant"`).
 */
export type GrantedPlayer = RenderGrantClaims & { session: ActiveSession };

/** Verifies a grant and the session it names (live, same player and site). */
export async function playerOfGrant(rt: PlayersRuntime, token: string): Promise<GrantedPlayer | null> {
  const now = rt.now();
  const claims = await verifyRenderGrant(rt.keys.renderGrant, token, Math.floor(now.getTime() / 1000));
  if (!claims) return null;
  const row = await findSessionById(rt.db, claims.sessionId);
  if (!row || row.user_id !== claims.userId || row.group_id !== claims.groupId) return null;
  const times = { createdAt: row.created_at, lastSeenAt: row.last_seen_at, endedAt: row.ended_at };
  const lifetimes = row.remember ? rt.sessions.remembered : rt.sessions.short;
  if (sessionState(times, lifetimes, now) !== "active") return null;
  const session = { row, via: "grant" as const, lifetimes, expiresAt: sessionExpiresAt(times, lifetimes) };
  return { ...claims, session };
}

/** Issuing and checking render grants for the server's page renders (main.ts wires them in). */
export interface RenderGrants {
  /**
   * A grant for the player signed in on `request` (session cookie or access token) to have `app`
   * render their page; null for a guest. A grant never begets another.
   */
  issue(request: FastifyRequest, app: string): Promise<string | null>;
  /** The player a grant names while its session lives; null for anything else. */
  verify(token: string): Promise<GrantedPlayer | null>;
}

export function renderGrantsFor(auth: SessionAuthenticator): RenderGrants {
  const rt = auth.runtime;
  return {
    async issue(request, app) {
      const s = await auth.sessionFrom(request);
      if (!s || s.via === "grant") return null;
      const claims = { userId: s.row.user_id, sessionId: s.row.id, groupId: s.row.group_id, app };
      return issueRenderGrant(rt.keys.renderGrant, claims, Math.floor(rt.now().getTime() / 1000));
    },
    verify: (token) => playerOfGrant(rt, token),
  };
}
