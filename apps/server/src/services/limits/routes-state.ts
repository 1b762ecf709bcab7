/**
 * The limits service's reading routes (spec 001 §7, 000 §7): GET limits, GET availablelimits, GET
 * reasons/selfexclude, parlay's GET history, and POST ping (the play session's figures).
 */
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { signOutEverywhere } from "./flow.ts";
import { SELF_EXCLUSION_WARNING } from "./guard.ts";
import { pingPlaySession } from "./play.ts";
import { availableLimits, readLimitHistory, readPlayerLimits, selfExcludeReasons } from "./reads.ts";
import { LIMITS_BASE, type LimitsRouteContext, tags } from "./route-context.ts";
import {
  availableAnswer,
  historyAnswer,
  languageHeaders,
  limitsAnswer,
  pingAnswer,
  reasonsAnswer,
} from "./schemas.ts";
import { limitsInForce } from "./store.ts";

export function stateRoutes(ctx: LimitsRouteContext): void {
  const { app, deps, db, lngOf, sessionOf, enforceSessionLimit } = ctx;

  app.get(
    `${LIMITS_BASE}/limits`,
    {
      // The office renders the Responsible page with it (docs/security.md "Render grants").
      config: { renderGrant: true },
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
      const cfg = await deps.config(request);
      return readPlayerLimits(
        db,
        { userId: user.id, sessionId: user.sessionId },
        cfg,
        lngOf(request),
        deps.now(),
      );
    },
  );

  app.get(
    `${LIMITS_BASE}/availablelimits`,
    {
      // The office renders the Responsible page with it (docs/security.md "Render grants").
      config: { renderGrant: true },
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
      return availableLimits(await deps.config(request), lngOf(request));
    },
  );

  app.get(
    `${LIMITS_BASE}/reasons/selfexclude`,
    {
      // The office renders the Responsible page with it (docs/security.md "Render grants").
      config: { renderGrant: true },
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
      return selfExcludeReasons(lngOf(request));
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
      // The office renders the Responsible page with it (docs/security.md "Render grants").
      config: { renderGrant: true },
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
      return readLimitHistory(db, user.id);
    },
  );
}
