/**
 * The limits service's changing routes (spec 001 §7): POST limits, POST testanswers, POST limitaction
 * / DELETE limit (the site's limitActionMethod), parlay's POST reopen, and POST BlockUser.
 */
import { LIMIT_TYPES, LimitType, type LimitTypeId } from "@parlay/domain/limits";
import type { FastifyRequest } from "fastify";
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { offeredValues } from "./config.ts";
import { playerEntities } from "./entities.ts";
import { actOnPending, requestReopen, saveLimits } from "./flow.ts";
import { testAnswers } from "./questionnaire-flow.ts";
import { questionView } from "./questions.ts";
import { BLOCK_BASE, LIMITS_BASE, type LimitsRouteContext, reasonsOf, tags } from "./route-context.ts";
import {
  actionAnswer,
  actionBody,
  answersAnswer,
  answersBody,
  blockAnswer,
  blockBody,
  blockRefusal,
  deleteQuery,
  languageHeaders,
  reopenAnswer,
  saveAnswer,
  saveBody,
} from "./schemas.ts";
import { TITLES } from "./texts.ts";

export function changeRoutes(ctx: LimitsRouteContext): void {
  const { app, deps, db, lngOf, currencyOf, saveTitle } = ctx;

  app.post(
    `${LIMITS_BASE}/limits`,
    {
      schema: {
        tags,
        description:
          'Set limits: {"limits":[{"limitType":21,"limitValue":100}]}, limitValue in the type\'s measure ' +
          "(currency units of the active account, 999999999 = no limit; hours; minutes; days; -1 = not set). " +
          "Stricter takes effect at once (status saved), looser waits 24 h then needs confirmation (status " +
          "pending); where the site asks for the questionnaire nothing changes yet (status questions, with " +
          "questions and tokenGuid for POST testanswers). Self-exclusion (30) and time-out (33) start at once, " +
          "can only be extended, and end every session of the player. All or nothing. Refusals: " +
          "LIMIT_TYPE_NOT_AVAILABLE, LIMIT_VALUE_NOT_ALLOWED, LIMIT_CANNOT_SHORTEN, SELF_EXCLUDED.",
        headers: languageHeaders,
        body: saveBody,
        response: { 200: saveAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const now = deps.now();
      const cfg = await deps.config(request);
      const lng = lngOf(request);
      const reasonIds = reasonsOf(request.body);
      const outcome = await saveLimits(
        db,
        cfg,
        {
          userId: user.id,
          limits: request.body.limits,
          currency: await currencyOf(request, user.id),
          reasonIds,
          actor: "player",
        },
        now,
      );
      if (outcome.kind === "questions") {
        return {
          status: "questions" as const,
          title: saveTitle(lng, outcome),
          questions: questionView(lng),
          tokenGuid: outcome.tokenGuid,
          limitsData: null,
        };
      }
      return {
        status: outcome.pending ? ("pending" as const) : ("saved" as const),
        title: saveTitle(lng, outcome),
        questions: null,
        tokenGuid: null,
        limitsData: await playerEntities(db, user.id, cfg, lng, now),
      };
    },
  );

  app.post(
    `${LIMITS_BASE}/testanswers`,
    {
      schema: {
        tags,
        description:
          "Answer the questionnaire of POST limits: tokenGuid (single-use, 30 minutes) and answers " +
          "[{questionId, answerId}]. success true applies the held changes as POST limits would (a looser one " +
          "still waits its 24 h); false changes nothing. Unknown, used or expired token: LIMIT_TOKEN_INVALID.",
        headers: languageHeaders,
        body: answersBody,
        response: { 200: answersAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const now = deps.now();
      const cfg = await deps.config(request);
      const result = await testAnswers(
        db,
        cfg,
        { userId: user.id, tokenGuid: request.body.tokenGuid, answers: request.body.answers },
        now,
      );
      return {
        questionsResult: result.questionsResult,
        success: result.success,
        limitsData: await playerEntities(db, user.id, cfg, lngOf(request), now),
      };
    },
  );

  async function act(request: FastifyRequest, limitType: LimitTypeId, action: "confirm" | "cancel") {
    const user = await requireUser(deps.auth, request);
    const now = deps.now();
    const cfg = await deps.config(request);
    await actOnPending(db, cfg, { userId: user.id, limitType, action, actor: "player" }, now);
    const lng = lngOf(request);
    const title =
      action === "confirm"
        ? TITLES.responsible_gaming_confirm_limit_success[lng]
        : TITLES.responsible_gaming_cancel_limit_success[lng];
    return { success: true as const, title, limitsData: await playerEntities(db, user.id, cfg, lng, now) };
  }

  app.post(
    `${LIMITS_BASE}/limitaction`,
    {
      schema: {
        tags,
        description:
          "Confirm (from 24 h after it was asked, within 7 days) or cancel a pending change: {limitType, action}. " +
          "On a site whose limitActionMethod is delete, cancelling is DELETE limit. Refusals: " +
          "LIMIT_NO_PENDING_CHANGE, LIMIT_PENDING_NOT_CONFIRMABLE_YET, LIMIT_PENDING_LAPSED.",
        headers: languageHeaders,
        body: actionBody,
        response: { 200: actionAnswer },
      },
    },
    async (request) => {
      if (request.body.action === "cancel" && (await deps.config(request)).method === "delete") {
        throw new AppError("NOT_FOUND", "This site cancels a pending change with DELETE limit");
      }
      return act(request, request.body.limitType, request.body.action);
    },
  );

  app.delete(
    `${LIMITS_BASE}/limit`,
    {
      schema: {
        tags,
        description:
          "Cancel the pending change of ?limitType= (sites whose limitActionMethod is delete; otherwise 404, use " +
          "POST limitaction). Refusals: LIMIT_NO_PENDING_CHANGE.",
        headers: languageHeaders,
        querystring: deleteQuery,
        response: { 200: actionAnswer },
      },
    },
    async (request) => {
      if ((await deps.config(request)).method !== "delete") {
        throw new AppError("NOT_FOUND", "This site cancels a pending change with POST limitaction");
      }
      return act(request, request.query.limitType, "cancel");
    },
  );

  app.post(
    `${LIMITS_BASE}/reopen`,
    {
      schema: {
        tags,
        description:
          "parlay: the player's positive action to reopen the account after a self-exclusion has ended; " +
          "gambling opens 24 h later (reopensAt, seconds). Anything else: 409 CONFLICT.",
        response: { 200: reopenAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const { reopensAt } = await requestReopen(db, user.id, deps.now());
      return { success: true as const, reopensAt };
    },
  );

  app.post(
    `${BLOCK_BASE}/BlockUser`,
    {
      schema: {
        tags,
        description:
          "The immediate self-block (spec 001 §7): a self-exclusion (30) of `days` (one of the values offered; " +
          "the shortest when absent) from now, with the reasons; every session of the player ends. A refused " +
          "self-block answers success false with the catalogue code (spec 001 §8).",
        body: blockBody,
        response: {
          200: blockAnswer,
          400: blockRefusal,
          401: blockRefusal,
          403: blockRefusal,
          404: blockRefusal,
          409: blockRefusal,
          422: blockRefusal,
        },
      },
    },
    async (request, reply) => {
      try {
        const user = await requireUser(deps.auth, request);
        const now = deps.now();
        const cfg = await deps.config(request);
        const reasonIds = reasonsOf(request.body);
        const days =
          request.body.days ??
          (offeredValues(cfg, LimitType.selfExclusion) ?? LIMIT_TYPES[30].availableValues)[0] ??
          1;
        await saveLimits(
          db,
          cfg,
          {
            userId: user.id,
            limits: [{ limitType: LimitType.selfExclusion, limitValue: days }],
            currency: "XXX",
            reasonIds,
            actor: "player",
            questionnairePassed: true,
          },
          now,
        );
      } catch (err) {
        // 001 §8: a failed self-block answers false (with the catalogue code and its status).
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        const status = err.status as 400 | 401 | 403 | 404 | 409 | 422;
        return reply.status(status).send({ success: false, error: { code: err.code, message: err.message } });
      }
      return { success: true };
    },
  );
}
