import type { UserRow } from "@parlay/db/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COOKIES, setCookie } from "./cookies.ts";
import { hmac, randomToken, safeEqual } from "./crypto.ts";
import type { PlayersRuntime } from "./runtime.ts";

/** A known-device cookie outlives any session: it marks the browser, not a sign-in. */
const DEVICE_COOKIE_SECONDS = 180 * 86400;

const macOf = (rt: PlayersRuntime, user: UserRow, nonce: string) =>
  hmac(rt.keys.device, `${user.group_id}:${user.id}:${nonce}`);

/**
 * Marks the browser as one that signed in to this account (OWASP's "device cookie"): when
 * someone spends the account's guessing budget, this browser still gets to try its password, so
 * the attack cannot keep the owner out of the browsers they use.
 */
export function rememberDevice(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
): void {
  const nonce = randomToken(16);
  setCookie(reply, request, COOKIES.device, `${user.id}.${nonce}.${macOf(rt, user, nonce)}`, {
    httpOnly: true,
    maxAgeSeconds: DEVICE_COOKIE_SECONDS,
  });
}

/** The nonce of the request's known-device cookie when it is genuine and for this account. */
export function knownDevice(
  rt: PlayersRuntime,
  request: FastifyRequest,
  user: UserRow | undefined,
): string | undefined {
  const value = request.cookies[COOKIES.device];
  if (!user || !value || value.length > 200) return undefined;
  const [id, nonce, mac] = value.split(".");
  if (id !== String(user.id) || !nonce || !mac) return undefined;
  return safeEqual(mac, macOf(rt, user, nonce)) ? nonce : undefined;
}
