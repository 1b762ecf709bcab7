/**
 * The questionnaire (spec 001 §7 "Limits service": `POST limits` may answer `questions` and a
 * `tokenGuid`; `POST testanswers` with the token and the answers decides). Where the site config asks
 * for it — e.g. for a looser deposit limit — the change is held until the answers pass; it then
 * goes through `requestChange` like any other (so a looser value still waits its 24 h). The token
 * itself (random, single-use) is the service's.
 */
import type { ChangeDirection } from "./changes.ts";
import { LIMIT_TYPES, type LimitGroup, type LimitTypeId } from "./types.ts";

/** Site config: which changes of which groups need the questionnaire, e.g. `{ deposit: ["looser"] }`. */
export type QuestionnaireRules = Readonly<Partial<Record<LimitGroup, readonly ChangeDirection[]>>>;

export function questionnaireRequired(
  rules: QuestionnaireRules,
  limitType: LimitTypeId,
  direction: ChangeDirection,
): boolean {
  return rules[LIMIT_TYPES[limitType].group]?.includes(direction) ?? false;
}

export interface Question {
  readonly id: string;
  /** The answer ids that pass this question. */
  readonly passing: readonly string[];
}

export interface QuestionResult {
  readonly id: string;
  readonly passed: boolean;
}

/** `questionsResult` and `success`: every question answered with one of its passing answers. */
export function scoreAnswers(
  questions: readonly Question[],
  answers: Readonly<Record<string, string>>,
): { readonly questionsResult: readonly QuestionResult[]; readonly success: boolean } {
  const questionsResult = questions.map((q) => {
    const answer = Object.hasOwn(answers, q.id) ? answers[q.id] : undefined;
    return { id: q.id, passed: answer !== undefined && q.passing.includes(answer) };
  });
  return { questionsResult, success: questions.length > 0 && questionsResult.every((r) => r.passed) };
}
