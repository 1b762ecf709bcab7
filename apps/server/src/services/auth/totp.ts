import { timingSafeEqual } from "node:crypto";
import { acceptStep, totpStepAt } from "@parlay/domain/players/pure";
import { Secret, TOTP } from "otpauth";

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** TOTP (RFC 6238) as authenticator apps expect it: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, label: string): string {
  return new TOTP({
    issuer: "Parlay",
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  }).toString();
}

/** The current code (tests; never sent anywhere). */
export function totpCode(secretBase32: string, at: Date): string {
  return new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  }).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to when it is valid within one step of `at`, else null. A step at or
 * before `lastCounter` was already used: refusing it stops a code seen over a shoulder being replayed.
 * The window and replay rule is the domain's (`acceptStep`); this only computes the codes.
 */
export function acceptTotp(
  secretBase32: string,
  token: string,
  at: Date,
  lastCounter: bigint | null,
): bigint | null {
  if (!/^\d{6}$/.test(token)) return null;
  const totp = new TOTP({
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
  const step = acceptStep({
    nowStep: totpStepAt(at, PERIOD),
    window: 1,
    lastStep: lastCounter === null ? null : Number(lastCounter),
    matches: (s) => safeEqual(totp.generate({ timestamp: s * PERIOD * 1000 }), token),
  });
  return step === null ? null : BigInt(step);
}
