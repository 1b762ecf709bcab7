import {
  endSession,
  findSessionById,
  findSessionBySecretHash,
  insertSession,
  lastSignIn,
  type SessionRow,
  touchSession,
  type UserRow,
} from "@parlay/db/players";
import { needsTouch, type SessionLifetimes, sessionExpiresAt, sessionState } from "@parlay/domain/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { COOKIES, clearCookie, setCookie } from "./cookies.ts";
import { randomToken, sha256 } from "./crypto.ts";
import { ANONYMOUS, issueCsrf } from "./csrf.ts";
import { rememberDevice } from "./known-device.ts";
import { grantReadable, verifyRenderGrant } from "./render-grant.ts";
import type { PlayersRuntime } from "./runtime.ts";
import { issueAccessToken, verifyAccessToken } from "./tokens.ts";

/** A live session behind a request, and how the request proved it. */
export interface ActiveSession {
  row: SessionRow;
  /** The session cookie, an access token, or a remote's render grant (read-only routes only). */
  via: "cookie" | "bearer" | "grant";
  lifetimes: SessionLifetimes;
  expiresAt: Date;
}

export function lifetimesOf(rt: PlayersRuntime, remember: boolean): SessionLifetimes {
  return remember ? rt.sessions.remembered : rt.sessions.short;
}

const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * The access token of a request: `Authorization: Bearer …`, or `X-Auth` (the limits service of spec
 * 001 §7 authenticates by X-Auth with the player's user token; with or without "Bearer ").
 */
function bearerOf(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (typeof h === "string") {
    const m = /^Bearer ([A-Za-z0-9._-]{10,4096})$/.exec(h.trim());
    return m?.[1] ?? null;
  }
  const x = request.headers["x-auth"];
  if (typeof x !== "string") return null;
  const m = /^(?:Bearer )?([A-Za-z0-9._-]{10,4096})$/.exec(x.trim());
  return m?.[1] ?? null;
}

/**
 * The live session of a request: from a valid bearer access token (its session must still be
 * live), else from the session cookie. Sessions past their idle or absolute limit are ended on
 * sight; activity is written back at most once a minute. Belongs to the request's site or none.
 */
export async function readSession(
  rt: PlayersRuntime,
  request: FastifyRequest,
): Promise<ActiveSession | null> {
  const now = rt.now();
  const bearer = bearerOf(request);
  let row: SessionRow | undefined;
  let via: ActiveSession["via"] = "cookie";
  if (bearer) {
    const claims =
      (await verifyAccessToken(rt.keys.token, bearer, seconds(now))) ??
      // A render grant only on the GET routes that take one (render-grant.ts).
      (grantReadable(request) ? await verifyRenderGrant(rt.keys.renderGrant, bearer, seconds(now)) : null);
    if (!claims) return null;
    row = await findSessionById(rt.db, claims.sessionId);
    if (!row || row.user_id !== claims.userId || row.group_id !== claims.groupId) return null;
    via = "app" in claims ? "grant" : "bearer";
  } else {
    const secret = request.cookies[COOKIES.session];
    if (!secret || secret.length > 128) return null;
    row = await findSessionBySecretHash(rt.db, sha256(secret));
    if (!row) return null;
  }
  // A grant is used by a remote app calling the site from its own process (another host name); it
  // names its site itself, checked against the session above.
  if (via !== "grant") {
    const site = await rt.siteOf(request);
    if (row.group_id !== site.groupId) return null;
  }
  const lifetimes = lifetimesOf(rt, row.remember);
  const times = { createdAt: row.created_at, lastSeenAt: row.last_seen_at, endedAt: row.ended_at };
  const state = sessionState(times, lifetimes, now);
  if (state !== "active") {
    if (state !== "ended") await endSession(rt.db, row.user_id, row.id, now, state);
    return null;
  }
  if (needsTouch(row.last_seen_at, now)) {
    await touchSession(rt.db, row.id, now);
    row = { ...row, last_seen_at: now };
  }
  return {
    row,
    via,
    lifetimes,
    expiresAt: sessionExpiresAt({ ...times, lastSeenAt: row.last_seen_at }, lifetimes),
  };
}

/** The sign-in before this one, shown to the player (ASVS V3, and PA 812a.9). */
export interface PreviousLogin {
  /** Epoch seconds. */
  at: number;
  ip: string | null;
}

export interface StartedSession {
  sessionId: string;
  token: string;
  expiresAt: number;
  csrfToken: string;
  /** null at the account's first sign-in. */
  previousLogin: PreviousLogin | null;
}

/** Sets the access token cookie; its lifetime is read from the token's own expiry. */
export function setTokenCookie(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  token: { token: string; expiresAt: number },
): void {
  setCookie(reply, request, COOKIES.token, token.token, {
    httpOnly: false,
    maxAgeSeconds: token.expiresAt - seconds(rt.now()),
  });
}

export async function newAccessToken(rt: PlayersRuntime, row: SessionRow) {
  return issueAccessToken(
    rt.keys.token,
    { userId: row.user_id, sessionId: row.id, groupId: row.group_id },
    seconds(rt.now()),
    rt.tokenTtlSeconds,
  );
}

/**
 * Signs a user in: always a brand-new session (id and secret), so a session id planted before
 * sign-in is worthless; the browser's previous session is ended. 256-bit secret, 128-bit id.
 */
export async function startSession(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { user: UserRow; remember: boolean; fingerprint?: string | null },
): Promise<StartedSession> {
  const now = rt.now();
  // Responsible gaming first: a refused sign-in leaves the browser's previous session as it was. A
  // self-excluded or timed-out player is refused too, but gets a withdraw-only session.
  const verdict = await rt.signInGuard.beforeSignIn(input.user, now);
  const scope = verdict ? "withdraw" : null;
  const remember = verdict ? false : input.remember;
  const previous = await readSession(rt, request);
  if (previous) await endSession(rt.db, previous.row.user_id, previous.row.id, now, "replaced");
  // Every sign-in is a session row (time and address), so the newest row is the previous sign-in.
  const before = await lastSignIn(rt.db, input.user.id);
  const secret = randomToken(32);
  const row = await insertSession(rt.db, {
    id: randomToken(16),
    secret_hash: sha256(secret),
    user_id: input.user.id,
    group_id: input.user.group_id,
    remember,
    scope,
    created_at: now,
    last_seen_at: now,
    ip: request.ip.slice(0, 64),
    user_agent: String(request.headers["user-agent"] ?? "").slice(0, 512) || null,
    fingerprint: input.fingerprint ?? null,
  });
  await rt.signInGuard.afterSignIn(input.user, row.id, now, scope);
  // "Remember me" keeps the cookies for the absolute lifetime; otherwise they die with the browser.
  const maxAge = remember ? lifetimesOf(rt, true).absoluteSeconds : undefined;
  setCookie(reply, request, COOKIES.session, secret, { httpOnly: true, maxAgeSeconds: maxAge });
  setCookie(reply, request, COOKIES.ua, "1", { httpOnly: false, maxAgeSeconds: maxAge });
  const token = await newAccessToken(rt, row);
  setTokenCookie(rt, request, reply, token);
  clearCookie(reply, request, COOKIES.twoStep, true);
  rememberDevice(rt, request, reply, input.user);
  const csrfToken = issueCsrf(rt.keys.csrf, request, reply, row.id);
  if (verdict) {
    // The refusal stands (the shell shows its warning); the cookies set above and the token here
    // open the withdraw-only session (services/session/withdraw-scope.ts).
    const e = verdict.withdrawOnly;
    const details = typeof e.details === "object" && e.details !== null ? e.details : {};
    throw new AppError(e.code, e.message, {
      ...details,
      withdrawOnly: { token: token.token, expiresAt: token.expiresAt, csrfToken },
    });
  }
  return {
    sessionId: row.id,
    token: token.token,
    expiresAt: token.expiresAt,
    csrfToken,
    previousLogin: before ? { at: seconds(before.created_at), ip: before.ip } : null,
  };
}

/** Removes the sign-in cookies (spec 001 §4 logout removes ua and user_token) and issues an anonymous CSRF token. */
export function clearSessionCookies(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
): string {
  clearCookie(reply, request, COOKIES.session, true);
  clearCookie(reply, request, COOKIES.ua, false);
  clearCookie(reply, request, COOKIES.token, false);
  clearCookie(reply, request, COOKIES.twoStep, true);
  return issueCsrf(rt.keys.csrf, request, reply, ANONYMOUS);
}
