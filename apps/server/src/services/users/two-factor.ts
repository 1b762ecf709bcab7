import { updateUser } from "@parlay/db/players";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { acceptTotp, newTotpSecret, totpUri } from "../auth/index.ts";
import type { ActiveSession, PlayersRuntime } from "../session/index.ts";
import { seal, unseal } from "../session/index.ts";
import { confirmPassword, ownUser } from "./settings.ts";

/**
 * Two-step login settings (protection method enable_two_factor_auth). TOTP is set up in two
 * calls so a wrongly scanned secret never locks the player out: setup keeps it pending, enable
 * switches it on only after a code from the app matched. Secrets are sealed at rest.
 */
export async function setupTotp(
  rt: PlayersRuntime,
  s: ActiveSession,
): Promise<{ secret: string; otpauthUrl: string }> {
  const user = await ownUser(rt, s);
  if (user.two_factor) throw new AppError("CONFLICT", "Two-step login is already on; turn it off first");
  const secret = newTotpSecret();
  await updateUser(rt.db, user.group_id, user.id, { totp_pending_secret: seal(rt.keys.seal, secret) });
  return { secret, otpauthUrl: totpUri(secret, user.email ?? String(user.id)) };
}

export async function enableTotp(rt: PlayersRuntime, s: ActiveSession, code: string): Promise<void> {
  const user = await ownUser(rt, s);
  if (user.two_factor) throw new AppError("CONFLICT", "Two-step login is already on");
  const secret = user.totp_pending_secret ? unseal(rt.keys.seal, user.totp_pending_secret) : null;
  if (!secret) throw new AppError("CONFLICT", "Call /web-api/user/two-factor/totp/setup first");
  const counter = acceptTotp(secret, code, rt.now(), null);
  if (counter === null) throw new AppError("CODE_INVALID");
  await updateUser(rt.db, user.group_id, user.id, {
    two_factor: "totp",
    totp_secret: user.totp_pending_secret,
    totp_pending_secret: null,
    totp_last_counter: counter,
  });
}

/** SMS two-step needs a bound (verified) phone and the password. */
export async function enableSmsTwoStep(
  rt: PlayersRuntime,
  request: FastifyRequest,
  s: ActiveSession,
  password: string,
): Promise<void> {
  const user = await ownUser(rt, s);
  if (user.two_factor) throw new AppError("CONFLICT", "Two-step login is already on");
  if (!user.phone_verified_at) throw new AppError("CONFLICT", "Bind a phone first");
  await confirmPassword(rt, request, user, password);
  await updateUser(rt.db, user.group_id, user.id, { two_factor: "sms" });
}

export async function disableTwoStep(
  rt: PlayersRuntime,
  request: FastifyRequest,
  s: ActiveSession,
  password: string,
): Promise<void> {
  const user = await ownUser(rt, s);
  await confirmPassword(rt, request, user, password);
  await updateUser(rt.db, user.group_id, user.id, {
    two_factor: null,
    totp_secret: null,
    totp_pending_secret: null,
    totp_last_counter: null,
  });
}
