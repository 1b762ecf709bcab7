import type { Limit, LimitTypeId } from "@parlay/domain/limits";
import type { HttpClient } from "../http/client.ts";

/**
 * The limits service of spec 001 §7 as the browser calls it, one module for the shell (ping,
 * reality check, session limit, the set-limits modal) and the office's Responsible page:
 *
 * - under `/limit-service-api/api/external/web/v3`: `GET limits`, `GET availablelimits`,
 *   `GET reasons/selfexclude`, `POST limits`, `POST testanswers`, `POST limitaction` or
 *   `DELETE limit` (the site config chooses), `POST ping` (spec 000 §7), and parlay's `GET history`
 *   and `POST reopen`;
 * - under `/limit-service-api/limit/external/web/api/v1`: `POST BlockUser`.
 *
 * The answers' shapes are the service's (apps/server/src/services/limits/schemas.ts). The client
 * already sends the player's token as `Authorization: Bearer` (the service also takes `X-Auth`);
 * every call adds `X-Language` so the service's titles come in the page's language.
 */

export const LIMITS_API_BASE = "/limit-service-api/api/external/web/v3";
export const BLOCK_USER_API_BASE = "/limit-service-api/limit/external/web/api/v1";

/** What the player may do now (the domain's restrictions). */
export interface LimitRestriction {
  status: "OPEN" | "SELF_EXCLUDED" | "TIMED_OUT" | "SELF_EXCLUSION_ENDED" | "REOPEN_COOLING_OFF";
  code: string | null;
  /** Seconds; when the restriction ends by itself. */
  until: number | null;
  bet: boolean;
  deposit: boolean;
  withdraw: boolean;
  changeLimits: boolean;
}

/** Won minus staked since the play session started, in one currency (decimal strings). */
export interface PlayPosition {
  currency: string;
  staked: string;
  won: string;
  netPosition: string;
}

/** This sign-in's play session (times in ms). */
export interface PlaySessionView {
  startedAt: number;
  /** The server's clock. */
  now: number;
  elapsedMs: number;
  sessionLimit: {
    limitHours: number;
    usedMs: number;
    remainingMs: number;
    periodStartsAt: number | null;
    periodEndsAt: number | null;
    loginAllowedAt: number;
  } | null;
  realityCheck: {
    intervalMinutes: number;
    due: number;
    nextAt: number;
    elapsed: { hours: number; minutes: number; seconds: number };
    positions: PlayPosition[];
  } | null;
}

export interface LimitsAnswer {
  limitsData: Limit[];
  restriction: LimitRestriction;
  /** null until this sign-in has pinged (no live play session). */
  session: PlaySessionView | null;
}

/** How the site confirms or cancels a pending change (001 §7: a config method). */
export type LimitActionMethod = "limitaction" | "delete";
export type LimitAction = "confirm" | "cancel";

export interface AvailableAnswer {
  /** The types the site offers, in its order (only these are shown, 001 §4). */
  availableLimits: number[];
  limitActionMethod: LimitActionMethod;
  /** Each offered type as an INACTIVE Limit with the values offered and their texts. */
  limitsData: Limit[];
}

/** One question of the questionnaire `POST limits` may answer with (001 §7). */
export interface LimitQuestion {
  id: string;
  text: string;
  answers: { id: string; text: string }[];
}

/** `POST limits`: saved now, pending (a looser change waits 24 h), or the questionnaire first. */
export interface SaveLimitsAnswer {
  status: "saved" | "pending" | "questions";
  /** The service's own title of the result, in the page's language. */
  title: string;
  questions: LimitQuestion[] | null;
  tokenGuid: string | null;
  limitsData: Limit[] | null;
}

export interface TestAnswersAnswer {
  questionsResult: { id: string; passed: boolean }[];
  success: boolean;
  limitsData: Limit[];
}

export interface ActionAnswer {
  success: true;
  title: string;
  limitsData: Limit[];
}

export interface SelfExcludeReason {
  id: number;
  title: string;
}

/** One entry of the history of a player's limits (oldest first), times in seconds. */
export interface LimitHistoryEntry {
  id: number;
  limitType: number | null;
  /** requested, applied, confirmed, cancelled, lapsed, questionnaire_sent, … */
  action: string;
  value: number | null;
  currency: string | null;
  endsAt: number | null;
  actor: string;
  reasonIds: number[];
  at: number;
}

/** `{ limitType, limitValue }` in the limit's measure (currency units of the active account, hours, minutes, days). */
export interface LimitRequest {
  limitType: LimitTypeId;
  limitValue: number;
}

export function limitsApi(http: HttpClient, lang: string) {
  const headers = { "X-Language": lang };
  const call = <T>(
    method: "GET" | "POST" | "DELETE",
    path: string,
    opts: { json?: Record<string, unknown>; query?: Record<string, string>; signal?: AbortSignal } = {},
  ) =>
    http.request<T>({
      method,
      path,
      headers,
      ...(opts.json ? { json: opts.json } : {}),
      ...(opts.query ? { query: opts.query } : {}),
      ...(opts.signal ? { signal: opts.signal } : {}),
    });
  const base = (name: string) => `${LIMITS_API_BASE}/${name}`;
  return {
    /** The player's limits (each type: the value in force, and its pending change), restriction and play session. */
    limits: (signal?: AbortSignal) => call<LimitsAnswer>("GET", base("limits"), { signal }),
    /** The limit types this site offers, with their values, and its confirm/cancel method. */
    available: (signal?: AbortSignal) => call<AvailableAnswer>("GET", base("availablelimits"), { signal }),
    selfExcludeReasons: (signal?: AbortSignal) =>
      call<{ reasons: SelfExcludeReason[] }>("GET", base("reasons/selfexclude"), { signal }),
    save: (limits: LimitRequest[], extra: { reasonId?: number } = {}) =>
      call<SaveLimitsAnswer>("POST", base("limits"), {
        json: { limits, ...(extra.reasonId !== undefined ? { reasonId: extra.reasonId } : {}) },
      }),
    testAnswers: (tokenGuid: string, answers: { questionId: string; answerId: string }[]) =>
      call<TestAnswersAnswer>("POST", base("testanswers"), { json: { tokenGuid, answers } }),
    /** Confirm or cancel a pending change, by the site's method (001 §7). */
    act: (method: LimitActionMethod, limitType: LimitTypeId, action: LimitAction) =>
      method === "delete" && action === "cancel"
        ? call<ActionAnswer>("DELETE", base("limit"), { query: { limitType: String(limitType) } })
        : call<ActionAnswer>("POST", base("limitaction"), { json: { limitType, action } }),
    /** The session ping (000 §7): every 30 s while a session limit or a reality check is in force. */
    ping: () => call<{ session: PlaySessionView }>("POST", base("ping"), { json: {} }),
    /** The history of changes (parlay's addition to the spec's calls), oldest first. */
    history: (signal?: AbortSignal) =>
      call<{ history: LimitHistoryEntry[] }>("GET", base("history"), { signal }),
    /** After a self-exclusion has ended: the player's positive action; gambling opens 24 h later. */
    reopen: () => call<{ success: true; reopensAt: number }>("POST", base("reopen"), { json: {} }),
    /** The immediate self-block; a failed self-block answers false (001 §8). */
    blockUser: async (body: { days: number; reasonId?: number }) => {
      const res = await call<{ success?: unknown }>("POST", `${BLOCK_USER_API_BASE}/BlockUser`, {
        json: body,
      });
      return res.ok && res.data.success === true;
    },
  };
}

export type LimitsApi = ReturnType<typeof limitsApi>;
