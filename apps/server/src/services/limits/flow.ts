/**
 * The change flow of the limits service (spec 001 §4 "Limits", §7; UKGC RTS 12; LCCP 3.5): every
 * request runs the domain's state machine (changes.ts) inside one transaction that locks the
 * player's rows of the types it touches, writes the new state and appends the history. A refusal
 * throws the catalogue code and changes nothing (all the limits of one request, or none).
 */
import { createHash, randomUUID } from "node:crypto";
import type { Database, Db } from "@parlay/db";
import { endUserSessions } from "@parlay/db/players";
import {
  type ChangeOutcome,
  type ChangeRefusal,
  cancelPending,
  classifyChange,
  confirmPending,
  isDurationLimit,
  isMoneyLimit,
  LimitType,
  type LimitTypeId,
  questionnaireRequired,
  requestChange,
  restrictions,
} from "@parlay/domain/limits";
import type { Transaction } from "kysely";
import { AppError, type ErrorCode } from "../../http/errors.ts";
import { type LimitsSiteConfig, offeredValues } from "./config.ts";
import { current } from "./entities.ts";
import { endPlaySessions } from "./play.ts";
import { QUESTIONS } from "./questions.ts";
import {
  fromSeconds,
  inForceOf,
  type LimitEventInput,
  lockSettings,
  recordEvent,
  saveSetting,
  settingOf,
  settingRows,
  toSeconds,
} from "./store.ts";

export interface LimitRequest {
  limitType: LimitTypeId;
  limitValue: number;
}

export type Actor = LimitEventInput["actor"];

/** How long a questionnaire token may be answered. */
export const QUESTIONNAIRE_TTL_MS = 30 * 60_000;

export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * The refusals the domain's limit rules decide (packages/domain/src/limits/codes.ts) as catalogue
 * codes: raised by `refuse` below, by the restriction checks of this file and guard.ts (a player's
 * time-out, self-exclusion, reopening) and by the register check (register.ts), always as
 * `new AppError(decision.code)`.
 */
export const LIMIT_REFUSAL_CODES: readonly ErrorCode[] = [
  "SELF_EXCLUDED",
  "TIMED_OUT",
  "SELF_EXCLUSION_ENDED",
  "REOPEN_COOLING_OFF",
  "REGISTER_EXCLUDED",
  "REGISTER_UNAVAILABLE",
  "LIMIT_VALUE_NOT_ALLOWED",
  "LIMIT_CANNOT_SHORTEN",
  "LIMIT_NO_PENDING_CHANGE",
  "LIMIT_PENDING_NOT_CONFIRMABLE_YET",
  "LIMIT_PENDING_LAPSED",
  "LIMIT_QUESTIONNAIRE_FAILED",
  "LIMIT_TYPE_NOT_AVAILABLE",
];

function refuse(reason: ChangeRefusal | "LIMIT_TYPE_NOT_AVAILABLE", limitType: LimitTypeId): never {
  throw new AppError(reason, undefined, { limitType });
}

/** Ends every session of the player on every device (time-out, self-exclusion, session limit). */
export async function signOutEverywhere(
  trx: Db | Transaction<Database>,
  userId: bigint,
  now: Date,
  reason: string,
): Promise<number> {
  const ended = await endUserSessions(trx, userId, now, reason);
  await endPlaySessions(trx, userId, now, reason);
  return ended;
}

export interface SaveInput {
  userId: bigint;
  limits: readonly LimitRequest[];
  /** The currency money values are in: the player's active account's. */
  currency: string;
  reasonIds?: readonly number[];
  actor: Actor;
  /** The questionnaire was passed for exactly these changes (testanswers). */
  questionnairePassed?: boolean;
}

export type SaveOutcome =
  | { kind: "saved"; pending: boolean; signedOut: boolean }
  | { kind: "questions"; tokenGuid: string };

function checkTypes(cfg: LimitsSiteConfig, limits: readonly LimitRequest[]): void {
  const seen = new Set<number>();
  for (const l of limits) {
    if (!cfg.available.includes(l.limitType)) refuse("LIMIT_TYPE_NOT_AVAILABLE", l.limitType);
    if (seen.has(l.limitType)) throw new AppError("VALIDATION", `limitType ${l.limitType} is given twice`);
    seen.add(l.limitType);
  }
}

/**
 * POST limits: each change through the domain's requestChange; stricter at once, looser pending
 * 24 h; where the site asks for the questionnaire, nothing changes yet and a token is answered.
 */
export async function saveLimits(
  db: Db,
  cfg: LimitsSiteConfig,
  input: SaveInput,
  now: Date,
): Promise<SaveOutcome> {
  checkTypes(cfg, input.limits);
  const nowS = toSeconds(now);
  const types = input.limits.map((l) => l.limitType);
  return db.transaction().execute(async (trx) => {
    const rows = await lockSettings(trx, input.userId, types, now);
    const all = await settingRows(trx, input.userId);
    const state = inForceOf(input.userId, all, now);
    // 001 §4: self-exclusion disables the limits section; nothing can be changed while it lasts.
    if (!state.restrictions.changeLimits && state.restrictions.code) {
      throw new AppError(state.restrictions.code, undefined, { until: state.restrictions.until });
    }
    let needsQuestions = false;
    for (const l of input.limits) {
      const setting = current(rows.get(l.limitType), l.limitType, nowS);
      const direction = classifyChange(setting, l.limitValue, nowS);
      if (questionnaireRequired(cfg.questionnaire, l.limitType, direction)) needsQuestions = true;
    }
    if (needsQuestions && !input.questionnairePassed) {
      // Validate the values first: a questionnaire for a value that cannot be chosen helps no one.
      for (const l of input.limits) {
        const setting = current(rows.get(l.limitType), l.limitType, nowS);
        const outcome = requestChange(setting, l.limitValue, nowS, offeredValues(cfg, l.limitType));
        if (outcome.kind === "refused") refuse(outcome.reason, l.limitType);
      }
      const tokenGuid = randomUUID();
      await trx
        .insertInto("limit_questionnaire")
        .values({
          token_hash: tokenHash(tokenGuid),
          user_id: input.userId,
          limits: JSON.stringify(
            input.limits.map((l) => ({
              limitType: l.limitType,
              limitValue: l.limitValue,
              currency: input.currency,
            })),
          ),
          question_ids: JSON.stringify(QUESTIONS.map((q) => q.id)),
          created_at: now,
          expires_at: new Date(now.getTime() + QUESTIONNAIRE_TTL_MS),
        })
        .execute();
      await recordEvent(trx, {
        userId: input.userId,
        limitType: null,
        action: "questionnaire_sent",
        actor: input.actor,
        at: now,
        detail: { limits: input.limits },
      });
      return { kind: "questions" as const, tokenGuid };
    }
    let pending = false;
    let signOut = false;
    for (const l of input.limits) {
      const row = rows.get(l.limitType);
      const before = current(row, l.limitType, nowS);
      if (row?.pending_value != null && before.pending === null) {
        await recordEvent(trx, {
          userId: input.userId,
          limitType: l.limitType,
          action: "lapsed",
          actor: "system",
          at: now,
          value: row.pending_value,
        });
      }
      const outcome: ChangeOutcome = requestChange(
        before,
        l.limitValue,
        nowS,
        offeredValues(cfg, l.limitType),
      );
      if (outcome.kind === "refused") refuse(outcome.reason, l.limitType);
      const money = isMoneyLimit(l.limitType);
      const currency = {
        // A value that did not change keeps its currency; a new one is in the active account's.
        value: money
          ? outcome.setting.history.length > before.history.length
            ? input.currency
            : (row?.currency ?? input.currency)
          : null,
        pending: money ? input.currency : null,
      };
      await saveSetting(trx, input.userId, outcome.setting, currency, now);
      if (outcome.kind === "pending") {
        pending = true;
        await recordEvent(trx, {
          userId: input.userId,
          limitType: l.limitType,
          action: "requested",
          actor: input.actor,
          at: now,
          value: l.limitValue,
          currency: currency.pending,
          reasonIds: input.reasonIds ?? [],
          detail: { confirmableAt: outcome.pending.confirmableAt, lapsesAt: outcome.pending.lapsesAt },
        });
      } else if (outcome.kind === "applied") {
        const last = outcome.setting.history.at(-1);
        const appended = outcome.setting.history.length > before.history.length;
        await recordEvent(trx, {
          userId: input.userId,
          limitType: l.limitType,
          action: "applied",
          actor: input.actor,
          at: now,
          value: l.limitValue,
          currency: currency.value,
          endsAt: appended && last?.endsAt != null ? fromSeconds(last.endsAt) : null,
          reasonIds: input.reasonIds ?? [],
          detail: {
            direction: outcome.direction,
            ...(before.pending && !outcome.setting.pending ? { droppedPending: before.pending.value } : {}),
          },
        });
        if (appended && isDurationLimit(l.limitType)) signOut = true;
      }
    }
    if (signOut) {
      const reason = types.includes(LimitType.selfExclusion) ? "self_exclusion" : "time_out";
      const ended = await signOutEverywhere(trx, input.userId, now, reason);
      await recordEvent(trx, {
        userId: input.userId,
        limitType: null,
        action: "sessions_ended",
        actor: "system",
        at: now,
        detail: { reason, sessions: ended },
      });
    }
    return { kind: "saved" as const, pending, signedOut: signOut };
  });
}

export type PendingAction = "confirm" | "cancel";

/** Confirm (after its 24 h) or cancel a pending change (spec 001 §4). */
export async function actOnPending(
  db: Db,
  cfg: LimitsSiteConfig,
  input: { userId: bigint; limitType: LimitTypeId; action: PendingAction; actor: Actor },
  now: Date,
): Promise<void> {
  checkTypes(cfg, [{ limitType: input.limitType, limitValue: 0 }]);
  const nowS = toSeconds(now);
  // A lapsed change is dropped and stays dropped even though the answer is a refusal.
  const lapsed = await db.transaction().execute(async (trx) => {
    const rows = await lockSettings(trx, input.userId, [input.limitType], now);
    const row = rows.get(input.limitType);
    const state = inForceOf(input.userId, await settingRows(trx, input.userId), now);
    if (!state.restrictions.changeLimits && state.restrictions.code) {
      throw new AppError(state.restrictions.code, undefined, { until: state.restrictions.until });
    }
    const setting = (row ? settingOf(row) : null) ?? {
      limitType: input.limitType,
      history: [],
      pending: null,
    };
    const outcome = input.action === "confirm" ? confirmPending(setting, nowS) : cancelPending(setting, nowS);
    if (outcome.kind === "refused") {
      if (outcome.reason !== "LIMIT_PENDING_LAPSED") refuse(outcome.reason, input.limitType);
      await saveSetting(
        trx,
        input.userId,
        outcome.setting,
        { value: row?.currency ?? null, pending: null },
        now,
      );
      await recordEvent(trx, {
        userId: input.userId,
        limitType: input.limitType,
        action: "lapsed",
        actor: "system",
        at: now,
        value: setting.pending?.value ?? null,
      });
      return true;
    }
    const money = isMoneyLimit(input.limitType);
    const confirmed = outcome.kind === "applied";
    await saveSetting(
      trx,
      input.userId,
      outcome.setting,
      {
        value: money
          ? confirmed
            ? (row?.pending_currency ?? row?.currency ?? null)
            : (row?.currency ?? null)
          : null,
        pending: null,
      },
      now,
    );
    await recordEvent(trx, {
      userId: input.userId,
      limitType: input.limitType,
      action: confirmed ? "confirmed" : "cancelled",
      actor: input.actor,
      at: now,
      value: setting.pending?.value ?? null,
      currency: money ? (row?.pending_currency ?? null) : null,
    });
    return false;
  });
  if (lapsed) refuse("LIMIT_PENDING_LAPSED", input.limitType);
}

/**
 * The player's positive action to reopen after a self-exclusion has ended (LCCP 3.5, MGA): the
 * account opens to gambling 24 h later (domain restrictions: REOPEN_COOLING_OFF).
 */
export async function requestReopen(db: Db, userId: bigint, now: Date): Promise<{ reopensAt: number }> {
  return db.transaction().execute(async (trx) => {
    await lockSettings(trx, userId, [LimitType.selfExclusion], now);
    const state = inForceOf(userId, await settingRows(trx, userId), now);
    if (state.restrictions.status !== "SELF_EXCLUSION_ENDED") {
      throw new AppError("CONFLICT", "There is no ended self-exclusion to reopen from", {
        status: state.restrictions.status,
      });
    }
    await trx
      .updateTable("limit_setting")
      .set({ reopen_requested_at: now, updated_at: now })
      .where("user_id", "=", userId)
      .where("limit_type", "=", LimitType.selfExclusion)
      .execute();
    await recordEvent(trx, {
      userId,
      limitType: LimitType.selfExclusion,
      action: "reopen_requested",
      actor: "player",
      at: now,
    });
    const after = restrictions(state.settings, toSeconds(now), toSeconds(now));
    return { reopensAt: after.until ?? toSeconds(now) };
  });
}
