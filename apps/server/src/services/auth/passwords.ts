import { randomInt } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { GENERATED_PASSWORD_ALPHABET, isStrongEnoughPassword } from "@parlay/domain/players";
import { AppError } from "../../http/errors.ts";
import type { PlayersRuntime } from "../session/index.ts";

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)

/** argon2id with the runtime's cost; the PHC string carries its own parameters for later verification. */
export async function hashPassword(rt: PlayersRuntime, password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...rt.argon2 });
}

const dummies = new WeakMap<PlayersRuntime, Promise<string>>();

/**
 * Verifies a password. With no account (or one without a password) a dummy hash is verified
 * instead, so the answer takes as long and an unknown login is not told apart by timing.
 */
export async function verifyPassword(
  rt: PlayersRuntime,
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  let dummy = dummies.get(rt);
  if (!dummy) {
    dummy = hashPassword(rt, "parlay-dummy-password-0");
    dummies.set(rt, dummy);
  }
  const target = stored ?? (await dummy);
  try {
    const ok = await verify(target, password);
    return ok && stored !== null && stored !== undefined;
  } catch {
    return false;
  }
}

export function assertStrongPassword(password: string): void {
  if (!isStrongEnoughPassword(password)) throw new AppError("WEAK_PASSWORD");
}

/** A 10-character password for one-click sign-up: always a letter and a digit, ~57 bits. */
export function generatePassword(length = 10): string {
  for (;;) {
    let out = "";
    for (let i = 0; i < length; i++)
      out += GENERATED_PASSWORD_ALPHABET[randomInt(GENERATED_PASSWORD_ALPHABET.length)];
    if (isStrongEnoughPassword(out)) return out;
  }
}
