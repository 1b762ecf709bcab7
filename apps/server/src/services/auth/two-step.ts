import { findUserById, recordFailures, type UserRow, updateUser } from "@parlay/db/players";
import { isTotpCode } from "@parlay/domain/players/pure";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { failureKeys } from "../captcha/index.ts";
import { sendSms, smsTexts } from "../outbox/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { COOKIES, setCookie, startSession, unseal } from "../session/index.ts";
import { useBackupCode } from "./backup-codes.ts";
import { checkSecret, consume, issueCode, MAX_CODE_ATTEMPTS, pendingCode } from "./codes.ts";
import type { SignInAnswer } from "./sign-in.ts";
import { acceptTotp } from "./totp.ts";

/** A pending second step lives this long. */
export const TWO_STEP_TTL_SECONDS = 300;

/**
 * Starts the second step: a ticket (HttpOnly cookie) bound to the account, and for SMS accounts a
 * code to their bound phone. The first factor's outcome is kept server-side, never in the cookie.
 */
export async function beginTwoStep(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { user: UserRow; remember: boolean; fingerprint: string | null; social: boolean },
): Promise<SignInAnswer> {
  const method = input.user.two_factor === "sms" ? "sms" : "totp";
  const issued = await issueCode(rt, {
    purpose: "two_step",
    groupId: input.user.group_id,
    userId: input.user.id,
    kind: "digits",
    ttlSeconds: TWO_STEP_TTL_SECONDS,
    data: { method, remember: input.remember, fingerprint: input.fingerprint, social: input.social },
    ip: request.ip,
  });
  if (method === "sms" && input.user.phone_code && input.user.phone_number) {
    await sendSms(rt.db, {
      to: `${input.user.phone_code}${input.user.phone_number}`,
      text: smsTexts.twoStep(issued.secret),
      userId: input.user.id,
      at: rt.now(),
    });
  }
  setCookie(reply, request, COOKIES.twoStep, issued.row.id, {
    httpOnly: true,
    maxAgeSeconds: TWO_STEP_TTL_SECONDS,
  });
  return {
    status: "two_step_required",
    method,
    form: "login_password_two_step_code",
    expiresIn: TWO_STEP_TTL_SECONDS,
  };
}

/**
 * Completes the second step (two-step login, or social two-step when `social`). Wrong codes count
 * on the ticket (five and it is void) and on the account (so the next password sign-in needs a captcha).
 */
export async function completeTwoStep(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { code: string; social: boolean; remember?: boolean; fingerprint?: string | null },
): Promise<SignInAnswer> {
  const site = await rt.siteOf(request);
  let row: Awaited<ReturnType<typeof pendingCode>>;
  try {
    row = await pendingCode(rt, request.cookies[COOKIES.twoStep], "two_step", site.groupId);
  } catch {
    throw new AppError("TWO_STEP_EXPIRED");
  }
  const data = row.data as {
    method?: string;
    remember?: boolean;
    fingerprint?: string | null;
    social?: boolean;
  };
  if (Boolean(data.social) !== input.social || row.user_id === null) throw new AppError("TWO_STEP_EXPIRED");
  const user = await findUserById(rt.db, site.groupId, row.user_id);
  if (!user) throw new AppError("TWO_STEP_EXPIRED");
  const wrong = async () => {
    await recordFailures(
      rt.db,
      [failureKeys.account(site.groupId, `id:${user.id}`), failureKeys.address(request.ip)],
      rt.now(),
    );
    const left = MAX_CODE_ATTEMPTS - row.attempts - 1;
    return new AppError("TWO_STEP_INVALID", undefined, { attemptsLeft: Math.max(left, 0) });
  };
  if (data.method === "sms") {
    try {
      await checkSecret(rt, row, input.code, () => new AppError("TWO_STEP_INVALID"));
    } catch {
      throw await wrong();
    }
  } else {
    // A TOTP code (six digits), or one of the ten one-time backup codes (each works once).
    const secret = user.totp_secret ? unseal(rt.keys.seal, user.totp_secret) : null;
    if (isTotpCode(input.code)) {
      const counter = secret ? acceptTotp(secret, input.code, rt.now(), user.totp_last_counter) : null;
      if (counter === null) {
        await checkSecret(rt, row, "-", () => new AppError("TWO_STEP_INVALID")).catch(() => undefined);
        throw await wrong();
      }
      await updateUser(rt.db, site.groupId, user.id, { totp_last_counter: counter });
    } else if (!secret || !(await useBackupCode(rt, user.id, input.code))) {
      await checkSecret(rt, row, "-", () => new AppError("TWO_STEP_INVALID")).catch(() => undefined);
      throw await wrong();
    }
  }
  await consume(rt, row);
  const s = await startSession(rt, request, reply, {
    user,
    remember: input.remember ?? data.remember === true,
    fingerprint: input.fingerprint ?? data.fingerprint ?? null,
  });
  return {
    status: "ok",
    user_id: Number(user.id),
    token: s.token,
    expiresAt: s.expiresAt,
    csrfToken: s.csrfToken,
    previousLogin: s.previousLogin,
  };
}
