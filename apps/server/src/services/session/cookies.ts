import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Cookie names (spec 001 §1, §3: `ua` marks a signed-in user, `user_token` holds the access token). */
export const COOKIES = {
  /** The session secret: HttpOnly, never visible to scripts. */
  session: "sid",
  /** "1" while signed in; the shell only tests its presence. */
  ua: "ua",
  /** The short-lived access token (a JWT the shell reads and sends as a bearer token). */
  token: "user_token",
  /** Double-submit CSRF token: scripts read it and echo it in the X-CSRF-Token header. */
  csrf: "csrf_token",
  /** A pending second sign-in step (two-step or social two-step). */
  twoStep: "two_step",
  /** The pending SMS code this browser asked for. */
  sms: "sms_ticket",
  /** The pending user-transfer code this browser asked for. */
  transfer: "transfer_ticket",
  /** This browser signed in to an account before (lets it past the account's guessing budget). */
  device: "known_device",
} as const;

export function isTls(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/**
 * Attributes for every cookie we set: Path=/, SameSite=Lax, Secure over TLS. An embedding page
 * may ask (X-SameSite: none, X-Partitioned: 1, spec 001 §7 check session) for SameSite=None and
 * the Partitioned attribute; both are only honoured over TLS, where browsers accept them.
 */
export function cookieOptions(
  request: FastifyRequest,
  opts: { httpOnly: boolean; maxAgeSeconds?: number | undefined },
): CookieSerializeOptions {
  const tls = isTls(request);
  const wantsNone = tls && String(request.headers["x-samesite"] ?? "").toLowerCase() === "none";
  const partitioned =
    tls && ["1", "true"].includes(String(request.headers["x-partitioned"] ?? "").toLowerCase());
  return {
    path: "/",
    httpOnly: opts.httpOnly,
    secure: tls,
    sameSite: wantsNone ? "none" : "lax",
    ...(partitioned ? { partitioned: true } : {}),
    ...(opts.maxAgeSeconds !== undefined ? { maxAge: Math.max(0, Math.floor(opts.maxAgeSeconds)) } : {}),
  };
}

export function setCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  name: string,
  value: string,
  opts: { httpOnly: boolean; maxAgeSeconds?: number | undefined },
): void {
  reply.setCookie(name, value, cookieOptions(request, opts));
}

export function clearCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  name: string,
  httpOnly: boolean,
): void {
  reply.clearCookie(name, cookieOptions(request, { httpOnly }));
}
