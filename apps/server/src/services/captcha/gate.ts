import { countFailures, recordFailures } from "@parlay/db/players";
import { CAPTCHA_CODES, CAPTCHA_HEADER, type CaptchaCode, isCaptchaRequired } from "@parlay/domain/players";
import type { FastifyRequest } from "fastify";
import { AppError, type ErrorCode } from "../../http/errors.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { verifyCaptcha } from "./altcha.ts";

/** Failures older than this no longer count towards a captcha. */
export const FAILURE_WINDOW_SECONDS = 15 * 60;

export const CHALLENGE_URL = "/web-api/captcha/challenge";

const CODE_NAMES: Record<CaptchaCode, ErrorCode> = {
  100: "CAPTCHA_REQUIRED",
  111: "CAPTCHA_INVALID",
  112: "CAPTCHA_EXPIRED",
  113: "CAPTCHA_USED",
};

/**
 * A 400 the shell turns into a challenge (spec 000 §8): `details.captchaCode` is 100, 111, 112
 * or 113; the request is repeated with the solved payload in the X-Captcha header.
 */
export function captchaError(code: CaptchaCode): AppError {
  return new AppError(CODE_NAMES[code], undefined, {
    captchaCode: code,
    challengeUrl: CHALLENGE_URL,
    header: "X-Captcha",
  });
}

/**
 * Keys failures are counted under: one account of one site, one client address, one known-device
 * cookie, and the site's sign-ins naming accounts that do not exist.
 */
export const failureKeys = {
  account: (groupId: number, who: string) => `account:${groupId}:${who.toLowerCase()}`,
  address: (ip: string) => `address:${ip}`,
  device: (nonce: string) => `device:${nonce}`,
  unknownLogins: (groupId: number) => `unknown-logins:${groupId}`,
};

/** Where the failure window now starts. */
export function failureWindowStart(rt: PlayersRuntime): Date {
  return new Date(rt.now().getTime() - FAILURE_WINDOW_SECONDS * 1000);
}

/** The solved captcha a request carries: the X-Captcha header (or a body field the caller passes). */
export function captchaOf(request: FastifyRequest, bodyField?: string | undefined): string | undefined {
  const header = request.headers[CAPTCHA_HEADER];
  const value = typeof header === "string" && header !== "" ? header : bodyField;
  return value === "" ? undefined : value;
}

/** Checks a captcha when one is required, and whenever one is sent (a sent one must be good). */
export async function checkCaptcha(
  rt: PlayersRuntime,
  required: boolean,
  payload: string | undefined,
): Promise<void> {
  if (payload !== undefined) {
    const verdict = await verifyCaptcha(rt, payload);
    if (!verdict.ok) throw captchaError(verdict.code);
    return;
  }
  if (required) throw captchaError(CAPTCHA_CODES.required);
}

/**
 * The sign-in gate: a captcha is required after repeated failures on the account or from the
 * address, and (with `groupId`) on every account of the site while sign-ins naming unknown
 * accounts are over their site-wide budget: spraying many names from many addresses. Every
 * account, not only unknown ones, so the captcha does not tell which logins exist.
 */
export async function signInGate(
  rt: PlayersRuntime,
  request: FastifyRequest,
  accountKey: string,
  payload: string | undefined,
  groupId?: number,
): Promise<void> {
  const since = failureWindowStart(rt);
  const [account, address, unknown] = await Promise.all([
    countFailures(rt.db, accountKey, since),
    countFailures(rt.db, failureKeys.address(request.ip), since),
    groupId === undefined ? 0 : countFailures(rt.db, failureKeys.unknownLogins(groupId), since),
  ]);
  const spraying = unknown >= rt.signInBudgets.unknownLogins;
  await checkCaptcha(rt, spraying || isCaptchaRequired({ account, address }, rt.captchaPolicy), payload);
}

/** Counts a failed sign-in under the account, the address and any `more` keys. */
export async function recordSignInFailure(
  rt: PlayersRuntime,
  request: FastifyRequest,
  accountKey: string,
  more: string[] = [],
): Promise<void> {
  await recordFailures(rt.db, [accountKey, failureKeys.address(request.ip), ...more], rt.now());
}
