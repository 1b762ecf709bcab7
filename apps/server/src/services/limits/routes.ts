/**
 * The limits service's routes (spec 001 §7 "Limits service", 000 §7 ping; docs/responsible-gaming.md):
 * under /limit-service-api/api/external/web/v3 — GET limits, GET availablelimits, GET
 * reasons/selfexclude, POST limits, POST testanswers, POST limitaction / DELETE limit (the site's
 * limitActionMethod), POST ping, and parlay's GET history and POST reopen; under
 * /limit-service-api/limit/external/web/api/v1 — POST BlockUser. Authentication by X-Auth (the
 * player's user token) or Authorization: Bearer, or the session cookie with its CSRF token; none → 401.
 */
import type { Db } from "@parlay/db";
import { findUserById } from "@parlay/db/players";
import { LIMIT_TYPES, LimitType, type LimitTypeId, type Restrictions } from "@parlay/domain/limits";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type Authenticator, type AuthUser, requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { activeCurrency } from "../wallet/index.ts";
import { type LimitsConfigSource, offeredValues } from "./config.ts";
import {
  actOnPending,
  playerEntities,
  requestReopen,
  type SaveOutcome,
  saveLimits,
  signOutEverywhere,
  testAnswers,
} from "./flow.ts";
import { SELF_EXCLUSION_WARNING, SESSION_LIMIT_KEYS } from "./guard.ts";
import { livePlaySession, pingPlaySession, realityCheckView, recentPlay, sessionLimitView } from "./play.ts";
import { questionView } from "./questions.ts";
import {
  actionAnswer,
  actionBody,
  answersAnswer,
  answersBody,
  availableAnswer,
  blockAnswer,
  blockBody,
  blockRefusal,
  deleteQuery,
  historyAnswer,
  languageHeaders,
  limitsAnswer,
  pingAnswer,
  reasonsAnswer,
  reopenAnswer,
  saveAnswer,
  saveBody,
  type sessionView,
} from "./schemas.ts";
import { type LimitsInForce, limitHistory, limitsInForce, recordEvent, toSeconds } from "./store.ts";
import {
  limitLabel,
  optionTexts,
  REASON_IDS,
  SELF_EXCLUDE_REASONS,
  type TextLanguage,
  TITLES,
  textLanguage,
} from "./texts.ts";

export const LIMITS_BASE = "/limit-service-api/api/external/web/v3";
export const BLOCK_BASE = "/limit-service-api/limit/external/web/api/v1";

export interface LimitsRoutesDeps {
  db: Db;
  auth: Authenticator;
  config: LimitsConfigSource;
  now(): Date;
  /** The group (site) of a request, for the player's currency when no account exists yet. */
  groupOf(request: FastifyRequest): Promise<number>;
}

const tags = ["limits"];

function restrictionOf(r: Restrictions) {
  return {
    status: r.status,
    code: r.code,
    until: r.until,
    bet: r.bet,
    deposit: r.deposit,
    withdraw: r.withdraw,
    changeLimits: r.changeLimits,
  };
}

function reasonsOf(body: { reasonId?: number | undefined; reasonIds?: number[] | undefined }): number[] {
  const ids = [...(body.reasonIds ?? []), ...(body.reasonId !== undefined ? [body.reasonId] : [])];
  for (const id of ids)
    if (!REASON_IDS.includes(id)) throw new AppError("VALIDATION", `reason ${id} is unknown`);
  return [...new Set(ids)];
}

export function limitsRoutes(fastify: FastifyInstance, deps: LimitsRoutesDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  const lngOf = (request: FastifyRequest): TextLanguage => {
    const h = request.headers["x-language"];
    return textLanguage(typeof h === "string" ? h : undefined);
  };

  async function currencyOf(request: FastifyRequest, userId: bigint): Promise<string> {
    const active = await activeCurrency(db, userId);
    if (active) return active;
    const user = await findUserById(db, await deps.groupOf(request), userId);
    return user?.currency ?? "RUB";
  }

  async function sessionOf(
    user: AuthUser,
    state: LimitsInForce,
    now: Date,
    startedAt: Date | null,
  ): Promise<z.infer<typeof sessionView> | null> {
    if (!startedAt) return null;
    const nowMs = now.getTime();
    const sessionLimit = sessionLimitView(state.sessionHours, await recentPlay(db, user.id, now), nowMs);
    const realityCheck =
      state.realityCheckMinutes === null
        ? null
        : await realityCheckView(db, user.id, state.realityCheckMinutes, startedAt, now);
    return {
      startedAt: startedAt.getTime(),
      now: nowMs,
      elapsedMs: Math.max(0, nowMs - startedAt.getTime()),
      sessionLimit,
      realityCheck,
    };
  }

  /** Logs the player out everywhere when the session limit is used up, and refuses. */
  async function enforceSessionLimit(user: AuthUser, state: LimitsInForce, now: Date) {
    if (state.sessionHours === null) return;
    const view = sessionLimitView(state.sessionHours, await recentPlay(db, user.id, now), now.getTime());
    if (!view || view.remainingMs > 0) return;
    const ended = await db.transaction().execute(async (trx) => {
      const n = await signOutEverywhere(trx, user.id, now, "session_limit");
      await recordEvent(trx, {
        userId: user.id,
        limitType: LimitType.sessionTime,
        action: "session_limit_reached",
        actor: "system",
        at: now,
        value: state.sessionHours,
        detail: { sessions: n, loginAllowedAt: view.loginAllowedAt },
      });
      return n;
    });
    throw new AppError("SESSION_LIMIT_REACHED", undefined, {
      messageKeys: SESSION_LIMIT_KEYS,
      loginAllowedAt: view.loginAllowedAt,
      sessionsEnded: ended,
    });
  }

  const saveTitle = (lng: TextLanguage, outcome: SaveOutcome): string =>
    outcome.kind === "questions"
      ? TITLES.questions[lng]
      : outcome.pending
        ? TITLES.pending[lng]
        : TITLES.saved[lng];

  app.get(
    `${LIMITS_BASE}/limits`,
    {
      schema: {
        tags,
        description:
          "The player's limits (spec 001 §3 Limit entities) for the types the site offers: the value in force " +
          "(ACTIVE, or INACTIVE when none) and a pending change (PENDING, endsAt = its approval deadline start + " +
          "86400 s, needApprove once it may be confirmed); 37 ACTIVE while self-excluded. `restriction` says what " +
          "the player may do; `session` the play session (session limit, reality check) of this sign-in.",
        headers: languageHeaders,
        response: { 200: limitsAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const now = deps.now();
      const cfg = await deps.config(request);
      const state = await limitsInForce(db, user.id, now);
      const play = await livePlaySession(db, user.sessionId, now);
      return {
        limitsData: await playerEntities(db, user.id, cfg, lngOf(request), now),
        restriction: restrictionOf(state.restrictions),
        session: await sessionOf(user, state, now, play?.started_at ?? null),
      };
    },
  );

  app.get(
    `${LIMITS_BASE}/availablelimits`,
    {
      schema: {
        tags,
        description:
          "The limit types this site offers (site config availableLimits, spec 001 §4) in its order, each as an " +
          "INACTIVE Limit with its measure, the values offered and their texts; and how pending changes are " +
          "confirmed and cancelled (limitActionMethod).",
        headers: languageHeaders,
        response: { 200: availableAnswer },
      },
    },
    async (request) => {
      await requireUser(deps.auth, request);
      const cfg = await deps.config(request);
      const lng = lngOf(request);
      return {
        availableLimits: [...cfg.available],
        limitActionMethod: cfg.method,
        limitsData: cfg.available.map((limitType) => {
          const info = LIMIT_TYPES[limitType];
          const offered = offeredValues(cfg, limitType) ?? info.availableValues;
          return {
            limitType,
            limitState: "INACTIVE" as const,
            limitValue: info.noLimitValue ?? 0,
            limitBalance: null,
            needApprove: false,
            startedAt: 0,
            endsAt: null,
            availableValues: [...offered],
            measure: info.measure,
            label: limitLabel(lng, limitType),
            optionsMap: optionTexts(lng, limitType, offered),
          };
        }),
      };
    },
  );

  app.get(
    `${LIMITS_BASE}/reasons/selfexclude`,
    {
      schema: {
        tags,
        description:
          "The reasons a player may give for a self-exclusion or time-out; the ids are recorded with it.",
        headers: languageHeaders,
        response: { 200: reasonsAnswer },
      },
    },
    async (request) => {
      await requireUser(deps.auth, request);
      const lng = lngOf(request);
      return { reasons: SELF_EXCLUDE_REASONS.map((r) => ({ id: r.id, title: r.text[lng] })) };
    },
  );

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
    `${LIMITS_BASE}/ping`,
    {
      schema: {
        tags,
        description:
          "The shell's session ping (spec 000 §7: every 30 s while a session limit is set; send it for a reality " +
          "check too): keeps this sign-in's play session alive and answers its figures — elapsed time, the session " +
          "limit's remaining time, the reality check's next time and net position (won − staked). At the session " +
          "limit every session of the player ends and the answer is 403 SESSION_LIMIT_REACHED with details " +
          "{messageKeys: [main_session_limit_ended, main_session_limit_visit_tomorrow], loginAllowedAt}.",
        response: { 200: pingAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const now = deps.now();
      const state = await limitsInForce(db, user.id, now);
      if (!state.restrictions.login && state.restrictions.code) {
        await signOutEverywhere(db, user.id, now, state.restrictions.status.toLowerCase());
        throw new AppError(state.restrictions.code, undefined, {
          messageKey: SELF_EXCLUSION_WARNING,
          until: state.restrictions.until,
        });
      }
      const play = await pingPlaySession(db, user.id, user.sessionId, now);
      await enforceSessionLimit(user, state, now);
      const session = await sessionOf(user, state, now, play.started_at);
      if (!session) throw new AppError("INTERNAL");
      return { session };
    },
  );

  app.get(
    `${LIMITS_BASE}/history`,
    {
      schema: {
        tags,
        description:
          "parlay: the player's history of limit changes, oldest first (every value that took effect, request, " +
          "confirmation, cancellation, lapse, questionnaire, reopening, sessions ended), times in seconds.",
        response: { 200: historyAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const rows = await limitHistory(db, user.id);
      return {
        history: rows.map((r) => ({
          id: Number(r.id),
          limitType: r.limit_type,
          action: r.action,
          value: r.value,
          currency: r.currency,
          endsAt: r.ends_at ? toSeconds(r.ends_at) : null,
          actor: r.actor,
          reasonIds: Array.isArray(r.reason_ids) ? r.reason_ids : [],
          at: toSeconds(r.at),
        })),
      };
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

export { toSeconds };
