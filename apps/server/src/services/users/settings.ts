import {
  clearFailures,
  endUserSessions,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  type UserPatch,
  type UserRow,
  updateUser,
} from "@parlay/db/players";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import {
  accountKey,
  assertStrongPassword,
  consume,
  hashPassword,
  provePhone,
  verifyPassword,
} from "../auth/index.ts";
import { captchaOf, recordSignInFailure, signInGate } from "../captcha/index.ts";
import { sendEmail, verifyEmailMail } from "../outbox/index.ts";
import type { ActiveSession, PlayersRuntime } from "../session/index.ts";
import { issueActivation } from "./activation.ts";
import { userLink } from "./links.ts";

/** The signed-in player's own row; every settings command works on it and nothing else. */
export async function ownUser(rt: PlayersRuntime, s: ActiveSession): Promise<UserRow> {
  const user = await findUserById(rt.db, s.row.group_id, s.row.user_id);
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

/**
 * Re-checks the password before a sensitive change (two-step off, password change), with the same
 * failure counting and captcha as sign-in, so a stolen session cannot guess the password for free.
 */
export async function confirmPassword(
  rt: PlayersRuntime,
  request: FastifyRequest,
  user: UserRow,
  password: string,
): Promise<void> {
  const key = accountKey(user.group_id, user, "");
  await signInGate(rt, request, key, captchaOf(request));
  if (!(await verifyPassword(rt, user.password_hash, password))) {
    await recordSignInFailure(rt, request, key);
    throw new AppError("INVALID_CREDENTIALS", "Wrong password");
  }
  await clearFailures(rt.db, key);
}

/** Display preferences and newsletter; the fields are whitelisted by the route's schema. */
export async function patchConfig(rt: PlayersRuntime, s: ActiveSession, patch: UserPatch): Promise<UserRow> {
  const user = await updateUser(rt.db, s.row.group_id, s.row.user_id, patch);
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}

/** Changes the password; every other session of the account ends (this one stays). */
export async function changePassword(
  rt: PlayersRuntime,
  request: FastifyRequest,
  s: ActiveSession,
  input: { current: string; next: string },
): Promise<void> {
  assertStrongPassword(input.next);
  const user = await ownUser(rt, s);
  await confirmPassword(rt, request, user, input.current);
  const now = rt.now();
  await updateUser(rt.db, user.group_id, user.id, {
    password_hash: await hashPassword(rt, input.next),
    password_changed_at: now,
  });
  await endUserSessions(rt.db, user.id, now, "password_changed", s.row.id);
}

/**
 * Asks to set or change the e-mail: a link to the new address (/user/accountverify). The answer is
 * the same when the address belongs to another account (then nothing is sent), so it tells nothing.
 */
export async function requestEmailChange(
  rt: PlayersRuntime,
  request: FastifyRequest,
  s: ActiveSession,
  input: { email: string; lng: string },
): Promise<void> {
  const user = await ownUser(rt, s);
  const holder = await findUserByEmail(rt.db, user.group_id, input.email);
  if (holder && holder.id !== user.id) return;
  const token = await issueActivation(rt, request, user, "verify_email", { email: input.email });
  const mail = verifyEmailMail(userLink(rt, request, input.lng, "accountverify", token));
  await sendEmail(rt.db, { to: input.email, ...mail, userId: user.id, at: rt.now() });
}

/** Binds the phone proven by an SMS code (from /web-api/auth/sms/send) to the account. */
export async function bindPhone(
  rt: PlayersRuntime,
  request: FastifyRequest,
  s: ActiveSession,
  smsCode: string,
): Promise<UserRow> {
  const user = await ownUser(rt, s);
  const { row, phone } = await provePhone(rt, request, smsCode);
  const holder = await findUserByPhone(rt.db, user.group_id, phone);
  if (holder && holder.id !== user.id) throw new AppError("PHONE_TAKEN");
  await consume(rt, row);
  const updated = await updateUser(rt.db, user.group_id, user.id, {
    phone_code: phone.code,
    phone_number: phone.number,
    phone_verified_at: rt.now(),
  });
  if (!updated) throw new AppError("UNAUTHORIZED");
  return updated;
}
