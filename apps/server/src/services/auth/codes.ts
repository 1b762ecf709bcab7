import { randomInt } from "node:crypto";
import { addCodeAttempt, type CodeRow, consumeCode, findCode, insertCode } from "@parlay/db/players";
import { AppError } from "../../http/errors.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { hmac, randomToken, safeEqual } from "../session/index.ts";

/** What one-time codes and link tokens are for. A code of one purpose never works for another. */
export type CodePurpose =
  | "sms"
  | "two_step"
  | "login_token"
  | "activate_email"
  | "activate_phone"
  | "verify_email"
  | "password_reset"
  | "transfer"
  | "transfer_redirect";

/** Wrong guesses allowed on one code before it is void. */
export const MAX_CODE_ATTEMPTS = 5;

export interface IssuedCode {
  row: CodeRow;
  /** What the person receives: six digits, or a random link secret. */
  secret: string;
  /** For links: `id.secret`. */
  token: string;
}

const secretHash = (rt: PlayersRuntime, id: string, secret: string) => hmac(rt.keys.codes, `${id}.${secret}`);

export async function issueCode(
  rt: PlayersRuntime,
  input: {
    purpose: CodePurpose;
    groupId: number;
    kind: "digits" | "link";
    ttlSeconds: number;
    userId?: bigint | null;
    target?: string | null;
    data?: Record<string, unknown>;
    ip?: string | null;
  },
): Promise<IssuedCode> {
  const now = rt.now();
  const id = randomToken(16);
  const secret = input.kind === "digits" ? String(randomInt(0, 1_000_000)).padStart(6, "0") : randomToken(24);
  const row = await insertCode(rt.db, {
    id,
    purpose: input.purpose,
    group_id: input.groupId,
    user_id: input.userId ?? null,
    target: input.target ?? null,
    secret_hash: secretHash(rt, id, secret),
    data: JSON.stringify(input.data ?? {}),
    ip: input.ip ?? null,
    created_at: now,
    expires_at: new Date(now.getTime() + input.ttlSeconds * 1000),
  });
  return { row, secret, token: `${id}.${secret}` };
}

/** The pending code of a cookie ticket, or 400 CODE_EXPIRED when it is gone, used, expired or out of tries. */
export async function pendingCode(
  rt: PlayersRuntime,
  id: string | undefined,
  purpose: CodePurpose,
  groupId: number,
): Promise<CodeRow> {
  const row = id && id.length <= 64 ? await findCode(rt.db, id, purpose) : undefined;
  if (
    !row ||
    row.group_id !== groupId ||
    row.used_at ||
    row.expires_at <= rt.now() ||
    row.attempts >= MAX_CODE_ATTEMPTS
  ) {
    throw new AppError("CODE_EXPIRED");
  }
  return row;
}

/** Checks a guess; a wrong one counts. Does not consume (see {@link consume}). */
export async function checkSecret(
  rt: PlayersRuntime,
  row: CodeRow,
  secret: string,
  wrong: () => AppError,
): Promise<void> {
  if (safeEqual(row.secret_hash, secretHash(rt, row.id, secret))) return;
  await addCodeAttempt(rt.db, row.id);
  throw wrong();
}

/** Uses a code up; exactly one concurrent caller wins. */
export async function consume(rt: PlayersRuntime, row: CodeRow): Promise<CodeRow> {
  const used = await consumeCode(rt.db, row.id, rt.now());
  if (!used) throw new AppError("CODE_EXPIRED");
  return used;
}

const LINK = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{32})$/;

/** Verifies and uses a link token (`id.secret`) of one purpose and site; 400 LINK_INVALID otherwise. */
export async function useLinkToken(
  rt: PlayersRuntime,
  token: string,
  purpose: CodePurpose,
  groupId: number,
): Promise<CodeRow> {
  const m = LINK.exec(token);
  const invalid = () => new AppError("LINK_INVALID");
  if (!m?.[1] || !m[2]) throw invalid();
  const row = await findCode(rt.db, m[1], purpose);
  if (!row || row.group_id !== groupId || row.used_at || row.expires_at <= rt.now()) throw invalid();
  if (!safeEqual(row.secret_hash, secretHash(rt, row.id, m[2]))) throw invalid();
  const used = await consumeCode(rt.db, row.id, rt.now());
  if (!used) throw invalid();
  return used;
}
