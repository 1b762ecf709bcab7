import { type CodeRow, countCodes, findUserByPhone, updateUser } from "@parlay/db/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { checkCaptcha } from "../captcha/index.ts";
import { deviceOf } from "../fingerprint/index.ts";
import { sendSms, smsTexts } from "../outbox/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { COOKIES, setCookie } from "../session/index.ts";
import { checkSecret, consume, issueCode, pendingCode } from "./codes.ts";
import { finishSignIn, type SignInAnswer } from "./sign-in.ts";

export const SMS_CODE_TTL_SECONDS = 600;
/** More than this many codes to one number in 10 minutes, or from one address in an hour, needs a captcha. */
export const SMS_PER_NUMBER = 2;
export const SMS_PER_ADDRESS = 5;

/**
 * Sends a 6-digit code to a phone (sign-in by SMS, phone registration, phone binding). The
 * browser gets an HttpOnly ticket naming the code, so the code alone is useless elsewhere. Past the
 * thresholds a captcha is asked for; sending never hard-stops per number (that would let anyone
 * block a victim's SMS sign-in), only per address through the route's rate limit.
 */
export async function sendPhoneCode(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    phone: { code: string; number: string };
    componentsData?: string | undefined;
    captcha: string | undefined;
  },
): Promise<{ success: true; expiresIn: number }> {
  await deviceOf(rt, request, input.componentsData);
  const site = await rt.siteOf(request);
  const target = `${input.phone.code}${input.phone.number}`;
  const now = rt.now().getTime();
  const [toNumber, fromAddress] = await Promise.all([
    countCodes(rt.db, "sms", { target }, new Date(now - 600_000)),
    countCodes(rt.db, "sms", { ip: request.ip }, new Date(now - 3_600_000)),
  ]);
  await checkCaptcha(rt, toNumber >= SMS_PER_NUMBER || fromAddress >= SMS_PER_ADDRESS, input.captcha);
  const issued = await issueCode(rt, {
    purpose: "sms",
    groupId: site.groupId,
    kind: "digits",
    ttlSeconds: SMS_CODE_TTL_SECONDS,
    target,
    data: { code: input.phone.code, number: input.phone.number },
    ip: request.ip,
  });
  await sendSms(rt.db, { to: target, text: smsTexts.code(issued.secret), at: rt.now() });
  setCookie(reply, request, COOKIES.sms, issued.row.id, {
    httpOnly: true,
    maxAgeSeconds: SMS_CODE_TTL_SECONDS,
  });
  return { success: true, expiresIn: SMS_CODE_TTL_SECONDS };
}

/** The phone a correct SMS code proves, without using the code up (the caller consumes it). */
export async function provePhone(
  rt: PlayersRuntime,
  request: FastifyRequest,
  code: string,
): Promise<{ row: CodeRow; phone: { code: string; number: string } }> {
  const site = await rt.siteOf(request);
  const row = await pendingCode(rt, request.cookies[COOKIES.sms], "sms", site.groupId);
  await checkSecret(rt, row, code, () => new AppError("CODE_INVALID"));
  const data = row.data as { code?: unknown; number?: unknown };
  if (typeof data.code !== "string" || typeof data.number !== "string") throw new AppError("CODE_EXPIRED");
  return { row, phone: { code: data.code, number: data.number } };
}

/**
 * Sign-in by SMS code. With no account on the number the code is kept (404 NO_ACCOUNT) so the
 * same code can register it; the number is only told after it was proven. An SMS code also counts
 * as the second step of SMS two-step accounts; TOTP accounts still need their code.
 */
export async function smsSignIn(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  code: string,
): Promise<SignInAnswer> {
  const site = await rt.siteOf(request);
  const { row, phone } = await provePhone(rt, request, code);
  const user = await findUserByPhone(rt.db, site.groupId, phone);
  if (!user) throw new AppError("NO_ACCOUNT");
  await consume(rt, row);
  const verified = user.phone_verified_at
    ? user
    : ((await updateUser(rt.db, site.groupId, user.id, { phone_verified_at: rt.now() })) ?? user);
  return finishSignIn(rt, request, reply, {
    user: verified,
    remember: false,
    fingerprint: null,
    secondFactorDone: verified.two_factor === "sms",
  });
}
