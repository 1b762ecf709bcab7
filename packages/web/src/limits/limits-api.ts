import type { Limit, LimitTypeId } from "@parlay/domain/limits";
import type { HttpClient, HttpResult } from "../http/client.ts";

/**
 * The limits service of spec 001 §7 as the browser calls it, one module for the shell (ping,
 * reality check, session limit, the set-limits modal) and the office's Responsible page:
 *
 * - under `/limit-service-api/api/external/web/v3`: `GET limits`, `GET availablelimits`,
 *   `GET reasons/selfexclude`, `POST limits`, `POST testanswers`, `POST limitaction` or
 *   `DELETE limit` (the site config chooses), `POST ping` (spec 000 §7);
 * - under `/limit-service-api/limit/external/web/api/v1`: `POST BlockUser`.
 *
 * The client already sends the player's token as `Authorization: Bearer` (the service also takes
 * `X-Auth`); every call adds `X-Language` so the service's titles come in the page's language.
 */

export const LIMITS_API_BASE = "/limit-service-api/api/external/web/v3";
export const BLOCK_USER_API_BASE = "/limit-service-api/limit/external/web/api/v1";

/** One question of the questionnaire `POST limits` may answer with (001 §7). */
export interface LimitQuestion {
  id: string;
  text: string;
  answers: { id: string; text: string }[];
}

/** `POST limits`: `status`, and either the limits as they now are or the questionnaire to pass first. */
export interface SaveLimitsAnswer {
  status: number | string;
  /** The service's own title of the result, already in the page's language, when it sends one. */
  title?: string;
  questions?: LimitQuestion[] | null;
  tokenGuid?: string | null;
  limitsData?: Limit[] | null;
}

export interface TestAnswersAnswer {
  questionsResult: { id: string; passed: boolean }[];
  success: boolean;
  limitsData?: Limit[] | null;
}

/** One change in the history of a player's limits (the service's audit trail), newest first. */
export interface LimitHistoryEntry {
  limitType: LimitTypeId;
  limitValue: number;
  /** applied, requested, confirmed, cancelled, lapsed, started, extended. */
  status: string;
  /** Seconds. */
  at: number;
}

export interface SelfExcludeReason {
  id: number | string;
  title: string;
}

/** How the site confirms or cancels a pending change (001 §7: a config method). */
export type LimitActionMethod = "limitaction" | "delete";
export type LimitAction = "confirm" | "cancel";

/** `{ limitType, limitValue }` in the limit's measure (currency units of the active account, hours, minutes, days). */
export interface LimitRequest {
  limitType: LimitTypeId;
  limitValue: number;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A list answer, bare or wrapped (`{ limits }`, `{ limitsData }`, `{ data }`). */
export function listOf<T>(body: unknown, ...keys: string[]): T[] {
  if (Array.isArray(body)) return body as T[];
  if (isObject(body)) {
    for (const key of [...keys, "data"]) {
      const value = body[key];
      if (Array.isArray(value)) return value as T[];
    }
  }
  return [];
}

function mapResult<A, B>(res: HttpResult<A>, f: (a: A) => B): HttpResult<B> {
  return res.ok ? { ok: true, status: res.status, data: f(res.data) } : res;
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
    /** The player's limits (each type: the value in force, and its pending change if any). */
    limits: async (signal?: AbortSignal) =>
      mapResult(await call<unknown>("GET", base("limits"), { signal }), (b) =>
        listOf<Limit>(b, "limits", "limitsData"),
      ),
    /** The limit types this site offers (only these are shown, 001 §4), with their values. */
    available: async (signal?: AbortSignal) =>
      mapResult(await call<unknown>("GET", base("availablelimits"), { signal }), (b) =>
        listOf<Limit | number>(b, "limits", "availableLimits", "limitsData"),
      ),
    /** The history of changes (our addition to the spec's calls: the page shows it, issue 15). */
    history: async (signal?: AbortSignal) =>
      mapResult(await call<unknown>("GET", base("history"), { signal }), (b) =>
        listOf<LimitHistoryEntry>(b, "history", "items"),
      ),
    selfExcludeReasons: async (signal?: AbortSignal) =>
      mapResult(await call<unknown>("GET", base("reasons/selfexclude"), { signal }), (b) =>
        listOf<SelfExcludeReason>(b, "reasons"),
      ),
    save: (limits: LimitRequest[], extra: { reasonId?: number | string } = {}) =>
      call<SaveLimitsAnswer>("POST", base("limits"), {
        json: { limits, ...(extra.reasonId !== undefined ? { reasonId: extra.reasonId } : {}) },
      }),
    testAnswers: (tokenGuid: string, answers: { questionId: string; answerId: string }[]) =>
      call<TestAnswersAnswer>("POST", base("testanswers"), { json: { tokenGuid, answers } }),
    /** Confirm or cancel a pending change, by the site's method (001 §7). */
    act: (method: LimitActionMethod, limitType: LimitTypeId, action: LimitAction) =>
      method === "delete" && action === "cancel"
        ? call<{ success?: boolean; title?: string }>("DELETE", base("limit"), {
            query: { limitType: String(limitType) },
          })
        : call<{ success?: boolean; title?: string }>("POST", base("limitaction"), {
            json: { limitType, action },
          }),
    /** The session ping (000 §7): sent every 30 s while a session limit exists. */
    ping: () => call<unknown>("POST", base("ping"), { json: {} }),
    /** The immediate self-block; a failed self-block answers false (001 §8). */
    blockUser: async (body: { days: number; reasonId?: number | string }) => {
      const res = await call<{ success?: unknown }>("POST", `${BLOCK_USER_API_BASE}/BlockUser`, {
        json: body,
      });
      return res.ok && res.data.success === true;
    },
  };
}

export type LimitsApi = ReturnType<typeof limitsApi>;
