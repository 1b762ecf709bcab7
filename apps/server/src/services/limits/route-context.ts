/**
 * What every route of the limits service shares (docs/responsible-gaming.md): the request's language,
 * the player's currency, the play-session view and the session-limit sign-out.
 */
import type { Db } from "@parlay/db";
import { findUserById } from "@parlay/db/players";
import { LimitType } from "@parlay/domain/limits";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Authenticator, AuthUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { activeCurrency } from "../wallet/index.ts";
import type { LimitsConfigSource } from "./config.ts";
import { type SaveOutcome, signOutEverywhere } from "./flow.ts";
import { SESSION_LIMIT_KEYS } from "./guard.ts";
import { recentPlay, sessionLimitView } from "./play.ts";
import { playSessionView } from "./reads.ts";
import { type LimitsInForce, recordEvent } from "./store.ts";
import { REASON_IDS, type TextLanguage, TITLES, textLanguage } from "./texts.ts";

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

export const tags = ["limits"];

export { restrictionOf } from "./reads.ts";

export function reasonsOf(body: {
  reasonId?: number | undefined;
  reasonIds?: number[] | undefined;
}): number[] {
  const ids = [...(body.reasonIds ?? []), ...(body.reasonId !== undefined ? [body.reasonId] : [])];
  for (const id of ids)
    if (!REASON_IDS.includes(id)) throw new AppError("VALIDATION", `reason ${id} is unknown`);
  return [...new Set(ids)];
}

export type LimitsRouteContext = ReturnType<typeof routeContext>;

export function routeContext(fastify: FastifyInstance, deps: LimitsRoutesDeps) {
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

  const sessionOf = (user: AuthUser, state: LimitsInForce, now: Date, startedAt: Date | null) =>
    playSessionView(db, user.id, state, now, startedAt);

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

  return { app, deps, db, lngOf, currencyOf, sessionOf, enforceSessionLimit, saveTitle };
}
