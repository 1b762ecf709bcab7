import { clearFailures, type UserRow } from "@parlay/db/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { failureKeys, recordSignInFailure, signInGate } from "../captcha/index.ts";
import { deviceOf } from "../fingerprint/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { knownDevice, type PreviousLogin, startSession } from "../session/index.ts";
import { accountBudgetGate } from "./budget.ts";
import { verifyPassword } from "./passwords.ts";
import { beginTwoStep } from "./two-step.ts";

/** What every sign-in call answers (docs/players.md "Sign-in answers"). */
export type SignInAnswer =
  | {
      status: "ok";
      user_id: number;
      token: string;
      expiresAt: number;
      csrfToken: string;
      redirectUrl?: string;
      previousLogin: PreviousLogin | null;
    }
  | {
      status: "two_step_required";
      method: "totp" | "sms";
      form: "login_password_two_step_code";
      expiresIn: number;
    };

/** The failure key of an account: its id when it exists, else what was typed (so both behave alike). */
export function accountKey(groupId: number, user: UserRow | undefined, typed: string): string {
  return failureKeys.account(groupId, user ? `id:${user.id}` : `login:${typed.trim()}`);
}

/**
 * The last step of every sign-in: a second step when the account has one (and this sign-in has not
 * already passed it), otherwise a new session.
 */
export async function finishSignIn(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    user: UserRow;
    remember: boolean;
    fingerprint: string | null;
    secondFactorDone?: boolean;
    social?: boolean;
  },
): Promise<SignInAnswer> {
  if (input.user.two_factor && !input.secondFactorDone) {
    return beginTwoStep(rt, request, reply, {
      user: input.user,
      remember: input.remember,
      fingerprint: input.fingerprint,
      social: input.social ?? false,
    });
  }
  const s = await startSession(rt, request, reply, input);
  return {
    status: "ok",
    user_id: Number(input.user.id),
    token: s.token,
    expiresAt: s.expiresAt,
    csrfToken: s.csrfToken,
    previousLogin: s.previousLogin,
  };
}

/**
 * Password sign-in (by e-mail or id, by phone, and the social form): fingerprint, then the
 * account's guessing budget, then the captcha gate, then argon2 verification (a dummy one for
 * unknown logins), then the second step or a session. Unknown logins count towards the site-wide
 * budget that puts a captcha on every sign-in (spraying).
 */
export async function passwordSignIn(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: {
    groupId: number;
    user: UserRow | undefined;
    typed: string;
    password: string;
    remember: boolean;
    componentsData?: string | undefined;
    captcha: string | undefined;
  },
): Promise<SignInAnswer> {
  const fingerprint = await deviceOf(rt, request, input.componentsData);
  const key = accountKey(input.groupId, input.user, input.typed);
  const device = knownDevice(rt, request, input.user);
  await accountBudgetGate(rt, key, device);
  await signInGate(rt, request, key, input.captcha, input.groupId);
  const ok = await verifyPassword(rt, input.user?.password_hash, input.password);
  if (!ok || !input.user) {
    await recordSignInFailure(rt, request, key, [
      ...(device ? [failureKeys.device(device)] : []),
      ...(input.user ? [] : [failureKeys.unknownLogins(input.groupId)]),
    ]);
    throw new AppError("INVALID_CREDENTIALS");
  }
  await clearFailures(rt.db, key);
  if (device) await clearFailures(rt.db, failureKeys.device(device));
  return finishSignIn(rt, request, reply, { user: input.user, remember: input.remember, fingerprint });
}
