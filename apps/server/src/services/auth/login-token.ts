import { findUserById } from "@parlay/db/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import type { ActiveSession, PlayersRuntime } from "../session/index.ts";
import { hmac, safeEqual } from "../session/index.ts";
import { issueCode, useLinkToken } from "./codes.ts";
import { finishSignIn, type SignInAnswer } from "./sign-in.ts";

/**
 * Login by token (spec 001 §7: method_id, token, sign, lng). Method 1 is the hand-over: a signed-in
 * session asks for a one-time token (e.g. shown as a QR code, office section auth_qr) and another
 * device signs in with it within five minutes. `sign` is our MAC over method and token, so a token
 * copied into another method, or altered in transit, fails before the database is asked.
 */
export const LOGIN_TOKEN_METHODS = { handover: 1 } as const;
export const LOGIN_TOKEN_TTL_SECONDS = 300;

const signOf = (rt: PlayersRuntime, methodId: number, token: string) =>
  hmac(rt.keys.codes, `login-token.${methodId}.${token}`);

export async function issueLoginToken(
  rt: PlayersRuntime,
  request: FastifyRequest,
  session: ActiveSession,
): Promise<{ method_id: number; token: string; sign: string; expiresAt: number }> {
  const issued = await issueCode(rt, {
    purpose: "login_token",
    groupId: session.row.group_id,
    userId: session.row.user_id,
    kind: "link",
    ttlSeconds: LOGIN_TOKEN_TTL_SECONDS,
    ip: request.ip,
  });
  const methodId = LOGIN_TOKEN_METHODS.handover;
  return {
    method_id: methodId,
    token: issued.token,
    sign: signOf(rt, methodId, issued.token),
    expiresAt: Math.floor(issued.row.expires_at.getTime() / 1000),
  };
}

export async function tokenSignIn(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { method_id: number; token: string; sign: string; lng: string },
): Promise<SignInAnswer> {
  if (
    input.method_id !== LOGIN_TOKEN_METHODS.handover ||
    !safeEqual(input.sign, signOf(rt, input.method_id, input.token))
  ) {
    throw new AppError("LINK_INVALID");
  }
  const site = await rt.siteOf(request);
  const row = await useLinkToken(rt, input.token, "login_token", site.groupId);
  const user = row.user_id === null ? undefined : await findUserById(rt.db, site.groupId, row.user_id);
  if (!user) throw new AppError("LINK_INVALID");
  // The issuing session already passed any second step.
  const answer = await finishSignIn(rt, request, reply, {
    user,
    remember: false,
    fingerprint: null,
    secondFactorDone: true,
  });
  return answer.status === "ok" ? { ...answer, redirectUrl: `/${input.lng}/` } : answer;
}
