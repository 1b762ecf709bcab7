import { backupCodesLeft, replaceBackupCodes, type UserRow, updateUser } from "@parlay/db/players";
import { isTotpCode } from "@parlay/domain/players/pure";
import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { AppError } from "../../http/errors.ts";
import { acceptTotp, issueBackupCodes, newTotpSecret, totpUri, useBackupCode } from "../auth/index.ts";
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
): Promise<{ secret: string; otpauthUrl: string; qrSvg: string }> {
  const user = await ownUser(rt, s);
  if (user.two_factor) throw new AppError("CONFLICT", "Two-step login is already on; turn it off first");
  const secret = newTotpSecret();
  await updateUser(rt.db, user.group_id, user.id, { totp_pending_secret: seal(rt.keys.seal, secret) });
  const otpauthUrl = totpUri(secret, user.email ?? String(user.id));
  // The QR code is drawn here (the qrcode library stays out of the browser's bundles).
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Turns TOTP on after a code from the app matched, and answers the ten one-time backup codes
 * (shown once: the office's save-code reminder, spec 001 §2).
 */
export async function enableTotp(
  rt: PlayersRuntime,
  s: ActiveSession,
  code: string,
): Promise<{ backupCodes: string[] }> {
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
  return { backupCodes: await issueBackupCodes(rt, user.id) };
}

/**
 * Proves the second factor of a signed-in TOTP player: a fresh TOTP code (replay-protected like
 * at sign-in) or an unused backup code (spent).
 */
async function proveSecondFactor(rt: PlayersRuntime, user: UserRow, code: string): Promise<void> {
  const secret = user.totp_secret ? unseal(rt.keys.seal, user.totp_secret) : null;
  if (user.two_factor !== "totp" || !secret) throw new AppError("CONFLICT", "Two-step login by TOTP is off");
  if (isTotpCode(code)) {
    const counter = acceptTotp(secret, code.trim(), rt.now(), user.totp_last_counter);
    if (counter === null) throw new AppError("CODE_INVALID");
    await updateUser(rt.db, user.group_id, user.id, { totp_last_counter: counter });
    return;
  }
  if (!(await useBackupCode(rt, user.id, code))) throw new AppError("CODE_INVALID");
}

/** New backup codes (the old ones stop working); a code from the app or a backup code is needed. */
export async function renewBackupCodes(
  rt: PlayersRuntime,
  s: ActiveSession,
  code: string,
): Promise<{ backupCodes: string[] }> {
  const user = await ownUser(rt, s);
  await proveSecondFactor(rt, user, code);
  return { backupCodes: await issueBackupCodes(rt, user.id) };
}

/** What the security page shows of two-step login. */
export async function twoFactorStatus(
  rt: PlayersRuntime,
  s: ActiveSession,
): Promise<{ method: "totp" | "sms" | null; backupCodesLeft: number }> {
  const user = await ownUser(rt, s);
  return {
    method: user.two_factor,
    backupCodesLeft: user.two_factor === "totp" ? await backupCodesLeft(rt.db, user.id) : 0,
  };
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

/** Turns two-step login off: with the password, or (TOTP) with a code from the app or a backup code. */
export async function disableTwoStep(
  rt: PlayersRuntime,
  request: FastifyRequest,
  s: ActiveSession,
  proof: { password?: string | undefined; code?: string | undefined },
): Promise<void> {
  const user = await ownUser(rt, s);
  if (proof.code !== undefined) await proveSecondFactor(rt, user, proof.code);
  else await confirmPassword(rt, request, user, proof.password ?? "");
  await updateUser(rt.db, user.group_id, user.id, {
    two_factor: null,
    totp_secret: null,
    totp_pending_secret: null,
    totp_last_counter: null,
  });
  await replaceBackupCodes(rt.db, user.id, [], rt.now());
}
