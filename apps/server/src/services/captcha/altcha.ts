import { spendCaptchaNonce } from "@parlay/db/players";
import { CAPTCHA_CODES, type CaptchaCode } from "@parlay/domain/players";
import { type Challenge, createChallenge, verifySolution } from "altcha-lib";
import { deriveKey as pbkdf2 } from "altcha-lib/algorithms/pbkdf2";
import { deriveKey as sha } from "altcha-lib/algorithms/sha";
import { z } from "zod";
import type { PlayersRuntime } from "../session/index.ts";

/** Self-hosted ALTCHA proof-of-work: the `altcha` widget in the page fetches, solves and answers. */

const deriveKeyFor = (algorithm: string) => (algorithm.startsWith("PBKDF2") ? pbkdf2 : sha);

/** A signed challenge for the widget (`<altcha-widget challenge="/web-api/captcha/challenge">`). */
export async function newChallenge(rt: PlayersRuntime): Promise<Challenge> {
  const { algorithm, cost, ttlSeconds } = rt.captcha;
  return createChallenge({
    algorithm,
    cost,
    deriveKey: deriveKeyFor(algorithm),
    // Wall-clock time on purpose: the library checks expiry against it, not against an injected clock.
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    hmacSignatureSecret: rt.secrets.captchaKey,
  });
}

// The widget's payload: base64 of JSON {challenge, solution}. Parsed strictly before any crypto.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.enum(["SHA-256", "PBKDF2/SHA-256"]),
        nonce: z.string().min(1).max(256),
        salt: z.string().max(256),
        cost: z.number().int().positive().max(10_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(128),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(512).optional(),
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: z.string().max(256),
    time: z.number().optional(),
  }),
});

export type CaptchaVerdict = { ok: true } | { ok: false; code: Exclude<CaptchaCode, 100> };

/** Checks a solved payload once: signature, expiry, the work itself, then that it was never used. */
export async function verifyCaptcha(rt: PlayersRuntime, payload: string): Promise<CaptchaVerdict> {
  if (payload.length > 8192) return { ok: false, code: CAPTCHA_CODES.invalid };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
  } catch {
    return { ok: false, code: CAPTCHA_CODES.invalid };
  }
  const parsed = payloadSchema.safeParse(decoded);
  if (!parsed.success) return { ok: false, code: CAPTCHA_CODES.invalid };
  const { challenge, solution } = parsed.data;
  const expiresAt = challenge.parameters.expiresAt;
  // Every challenge we sign has an expiry; one without is not ours.
  if (expiresAt === undefined) return { ok: false, code: CAPTCHA_CODES.invalid };
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: challenge as Challenge,
      solution,
      deriveKey: deriveKeyFor(challenge.parameters.algorithm),
      hmacSignatureSecret: rt.secrets.captchaKey,
    });
    if (result.expired) return { ok: false, code: CAPTCHA_CODES.expired };
    verified = result.verified;
  } catch {
    verified = false;
  }
  if (!verified) return { ok: false, code: CAPTCHA_CODES.invalid };
  const fresh = await spendCaptchaNonce(rt.db, challenge.parameters.nonce, new Date(expiresAt * 1000));
  return fresh ? { ok: true } : { ok: false, code: CAPTCHA_CODES.used };
}
