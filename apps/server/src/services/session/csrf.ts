import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { COOKIES, setCookie } from "./cookies.ts";
import { hmac, randomToken, safeEqual } from "./crypto.ts";

/** The header state-changing requests echo the csrf_token cookie in. */
export const CSRF_HEADER = "x-csrf-token";

/** What a token is bound to: the session's public id, or "anon" before sign-in. */
export type CsrfBinding = string;
export const ANONYMOUS: CsrfBinding = "anon";

function mac(key: Buffer, binding: CsrfBinding, nonce: string): string {
  return hmac(key, `${binding}.${nonce}`);
}

/** A fresh token for a binding: `nonce.mac`. */
export function csrfToken(key: Buffer, binding: CsrfBinding): string {
  const nonce = randomToken(16);
  return `${nonce}.${mac(key, binding, nonce)}`;
}

export function isCsrfTokenFor(key: Buffer, token: string, binding: CsrfBinding): boolean {
  const [nonce, sig, extra] = token.split(".");
  if (!nonce || !sig || extra !== undefined) return false;
  return safeEqual(sig, mac(key, binding, nonce));
}

/** Sets the csrf_token cookie (readable by scripts: the double-submit pattern needs that). */
export function issueCsrf(
  key: Buffer,
  request: FastifyRequest,
  reply: FastifyReply,
  binding: CsrfBinding,
): string {
  const token = csrfToken(key, binding);
  setCookie(reply, request, COOKIES.csrf, token, { httpOnly: false });
  return token;
}

function originMismatch(request: FastifyRequest): boolean {
  // Browsers send Origin on cross-site POSTs; when present it must be this very host.
  const origin = request.headers.origin;
  if (origin && origin !== "null") {
    try {
      if (new URL(origin).host !== request.host) return true;
    } catch {
      return true;
    }
  } else if (origin === "null") {
    return true;
  }
  return request.headers["sec-fetch-site"] === "cross-site";
}

/**
 * Signed double-submit: the header must equal the cookie and carry our MAC for the caller's
 * binding, and a present Origin must be ours. A 403 answer sets a fresh token so the page can
 * retry once; a cross-site attacker cannot read it.
 */
export function assertCsrf(
  key: Buffer,
  request: FastifyRequest,
  reply: FastifyReply | undefined,
  binding: CsrfBinding,
): void {
  const header = request.headers[CSRF_HEADER];
  const cookie = request.cookies[COOKIES.csrf];
  const ok =
    typeof header === "string" &&
    typeof cookie === "string" &&
    !originMismatch(request) &&
    safeEqual(header, cookie) &&
    isCsrfTokenFor(key, header, binding);
  if (!ok) {
    const fresh = reply ? issueCsrf(key, request, reply, binding) : undefined;
    throw new AppError("CSRF", undefined, { csrfToken: fresh, header: "X-CSRF-Token" });
  }
}
