/**
 * The limits service's reading routes (spec 001 §7, 000 §7): GET limits, GET availablelimits, GET
 * reasons/selfexclude, parlay's GET history, and POST ping (the play session's figures).
 */
import { LIMIT_TYPES } from "@parlay/domain/limits";
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { offeredValues } from "./config.ts";
import { playerEntities } from "./entities.ts";
import { signOutEverywhere } from "./flow.ts";
import { SELF_EXCLUSION_WARNING } from "./guard.ts";
import { livePlaySession, pingPlaySession } from "./play.ts";
import { LIMITS_BASE, type LimitsRouteContext, restrictionOf, tags } from "./route-context.ts";
import {
  availableAnswer,
  historyAnswer,
  languageHeaders,
  limitsAnswer,
  pingAnswer,
  reasonsAnswer,
} from "./schemas.ts";
import { limitHistory, limitsInForce, toSeconds } from "./store.ts";
import { limitLabel, optionTexts, SELF_EXCLUDE_REASONS } from "./texts.ts";

export function stateRoutes(ctx: LimitsRouteContext): void {
  const { app, deps, db, lngOf, sessionOf, enforceSessionLimit } = ctx;

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
}
