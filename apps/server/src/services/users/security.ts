import { protectionSteps } from "@parlay/domain/players/pure";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { hashPassword } from "../auth/index.ts";
import type { ActiveSession, PlayersRuntime } from "../session/index.ts";
import { confirmPassword, ownUser, patchConfig } from "./settings.ts";
import { twoFactorStatus } from "./two-factor.ts";
import { userConfigOf } from "./user-config.ts";

/** Answers are compared without case and surrounding or doubled spaces ("Rex" = " rex "). */
function normaliseAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * Sets or changes the security question (protection method enable_security_question). The password
 * is needed; the answer is kept only as an argon2id hash, like a password.
 */
export async function setSecurityQuestion(
  rt: PlayersRuntime,
  request: FastifyRequest,
  s: ActiveSession,
  input: { question: string; answer: string; password: string },
): Promise<void> {
  const user = await ownUser(rt, s);
  await confirmPassword(rt, request, user, input.password);
  const answer = normaliseAnswer(input.answer);
  if (answer.length < 2) throw new AppError("VALIDATION", "The answer is too short");
  await patchConfig(rt, s, {
    security_question: true,
    security_question_text: input.question.trim(),
    security_answer_hash: await hashPassword(rt, answer),
  });
}

/** The security page's summary: the protection level (001 §4), what raises it, the methods' state. */
export async function securitySummary(rt: PlayersRuntime, s: ActiveSession) {
  const user = await ownUser(rt, s);
  const config = userConfigOf(user, rt.now());
  return {
    protection_level: config.protection_level,
    protection_status: config.protection_status,
    protection_methods: config.protection_methods,
    steps: protectionSteps(config.protection_methods),
    changed_pass_day_count: config.changed_pass_day_count,
    two_factor: await twoFactorStatus(rt, s),
    security_question: user.security_question ? user.security_question_text : null,
    phone_bound: config.phone_verified,
    email: user.email,
  };
}
