import { randomInt } from "node:crypto";
import { replaceBackupCodes, spendBackupCode } from "@parlay/db/players";
import { BACKUP_CODE_COUNT, formatBackupCode, normaliseBackupCode } from "@parlay/domain/players/pure";
import type { PlayersRuntime } from "../session/index.ts";
import { hmac } from "../session/index.ts";

const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"; // no 0/o, 1/l: read off paper without doubt

/** A code's stored form: keyed HMAC (the codes are random, 50 bits; a slow hash adds nothing). */
function codeHash(rt: PlayersRuntime, code: string): string {
  return hmac(rt.keys.codes, `backup:${code}`);
}

/**
 * Ten new one-time backup codes for a player (the old ones stop working); answered once, in the
 * display form, and stored only hashed.
 */
export async function issueBackupCodes(rt: PlayersRuntime, userId: bigint): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""),
  );
  await replaceBackupCodes(
    rt.db,
    userId,
    codes.map((c) => codeHash(rt, c)),
    rt.now(),
  );
  return codes.map(formatBackupCode);
}

/** Spends a typed backup code of `userId`: true once per code, false for anything else. */
export async function useBackupCode(rt: PlayersRuntime, userId: bigint, typed: string): Promise<boolean> {
  const code = normaliseBackupCode(typed);
  if (!code) return false;
  return spendBackupCode(rt.db, userId, codeHash(rt, code), rt.now());
}
