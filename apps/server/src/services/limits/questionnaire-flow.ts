/**
 * POST testanswers (spec 001 §7): the questionnaire a looser limit may need before it is asked for.
 */
import type { Db } from "@parlay/db";
import { type LimitTypeId, scoreAnswers } from "@parlay/domain/limits";
import { AppError } from "../../http/errors.ts";
import type { LimitsSiteConfig } from "./config.ts";
import { type SaveOutcome, saveLimits, tokenHash } from "./flow.ts";
import { QUESTIONS } from "./questions.ts";
import { recordEvent } from "./store.ts";

export interface AnswersInput {
  userId: bigint;
  tokenGuid: string;
  answers: readonly { questionId: string; answerId: string }[];
}

export interface AnswersOutcome {
  questionsResult: { id: string; passed: boolean }[];
  success: boolean;
  saved: SaveOutcome | null;
}

/**
 * POST testanswers: the token is single-use and the player's own; on success the held changes go
 * through saveLimits (so a looser value still waits its 24 h); on failure nothing changes.
 */
export async function testAnswers(
  db: Db,
  cfg: LimitsSiteConfig,
  input: AnswersInput,
  now: Date,
): Promise<AnswersOutcome> {
  const used = await db
    .updateTable("limit_questionnaire")
    .set({ used_at: now })
    .where("token_hash", "=", tokenHash(input.tokenGuid))
    .where("user_id", "=", input.userId)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returningAll()
    .executeTakeFirst();
  if (!used) throw new AppError("LIMIT_TOKEN_INVALID");
  const asked = new Set(used.question_ids);
  const answers: Record<string, string> = {};
  for (const a of input.answers) if (asked.has(a.questionId)) answers[a.questionId] = a.answerId;
  const scored = scoreAnswers(
    QUESTIONS.filter((q) => asked.has(q.id)),
    answers,
  );
  const questionsResult = scored.questionsResult.map((r) => ({ id: r.id, passed: r.passed }));
  await recordEvent(db, {
    userId: input.userId,
    limitType: null,
    action: scored.success ? "questionnaire_passed" : "questionnaire_failed",
    actor: "player",
    at: now,
    detail: { questionsResult },
  });
  if (!scored.success) return { questionsResult, success: false, saved: null };
  const held = used.limits;
  const currency = held.find((l) => l.currency)?.currency ?? "EUR";
  const saved = await saveLimits(
    db,
    cfg,
    {
      userId: input.userId,
      limits: held.map((l) => ({ limitType: l.limitType as LimitTypeId, limitValue: l.limitValue })),
      currency,
      actor: "player",
      questionnairePassed: true,
    },
    now,
  );
  return { questionsResult, success: true, saved };
}
