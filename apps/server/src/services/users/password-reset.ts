import {
  countFailures,
  endUserSessions,
  findUserByEmail,
  findUserByPhone,
  recordFailures,
  updateUser,
  voidUserCodes,
} from "@parlay/db/players";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { assertStrongPassword, hashPassword, issueCode, useLinkToken } from "../auth/index.ts";
import { checkCaptcha } from "../captcha/index.ts";
import { passwordResetMail, sendEmail, sendSms, smsTexts } from "../outbox/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { userLink } from "./links.ts";

export const RESET_TTL_SECONDS = 3600;
const RESETS_PER_ADDRESS = 3;
const resetKey = (ip: string) => `password_reset:${ip}`;

/**
 * Forgot password: the same answer whether or not an account matches (no account discovery); a
 * captcha after a few requests from one address. The link goes to the contact on file only.
 */
export async function requestPasswordReset(
  rt: PlayersRuntime,
  request: FastifyRequest,
  input: {
    email?: string | undefined;
    phone?: { code: string; number: string } | undefined;
    lng: string;
    captcha: string | undefined;
  },
): Promise<{ success: true; message: string }> {
  const site = await rt.siteOf(request);
  const since = new Date(rt.now().getTime() - 3_600_000);
  await checkCaptcha(
    rt,
    (await countFailures(rt.db, resetKey(request.ip), since)) >= RESETS_PER_ADDRESS,
    input.captcha,
  );
  await recordFailures(rt.db, [resetKey(request.ip)], rt.now());
  const user = input.email
    ? await findUserByEmail(rt.db, site.groupId, input.email)
    : input.phone
      ? await findUserByPhone(rt.db, site.groupId, input.phone)
      : undefined;
  if (user) {
    await voidUserCodes(rt.db, user.id, ["password_reset"], rt.now());
    const issued = await issueCode(rt, {
      purpose: "password_reset",
      groupId: site.groupId,
      userId: user.id,
      kind: "link",
      ttlSeconds: RESET_TTL_SECONDS,
      ip: request.ip,
    });
    const link = userLink(rt, request, input.lng, "passwordreset", issued.token);
    if (input.email && user.email) {
      await sendEmail(rt.db, { to: user.email, ...passwordResetMail(link), userId: user.id, at: rt.now() });
    } else if (user.phone_code && user.phone_number) {
      await sendSms(rt.db, {
        to: `${user.phone_code}${user.phone_number}`,
        text: smsTexts.passwordReset(link),
        userId: user.id,
        at: rt.now(),
      });
    }
  }
  return { success: true, message: "If an account matches, a link is on its way" };
}

/** Sets the new password from a reset link and ends every session of the account. */
export async function completePasswordReset(
  rt: PlayersRuntime,
  request: FastifyRequest,
  input: { token: string; password: string },
): Promise<{ success: true; message: string }> {
  assertStrongPassword(input.password);
  const site = await rt.siteOf(request);
  const row = await useLinkToken(rt, input.token, "password_reset", site.groupId);
  if (row.user_id === null) throw new AppError("LINK_INVALID");
  const now = rt.now();
  await updateUser(rt.db, site.groupId, row.user_id, {
    password_hash: await hashPassword(rt, input.password),
    password_changed_at: now,
  });
  await endUserSessions(rt.db, row.user_id, now, "password_reset");
  return { success: true, message: "Password changed; sign in with the new one" };
}
