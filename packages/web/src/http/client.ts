import type { CsrfAnswer } from "@parlay/contracts/players";
import { COOKIE_NAMES, readCookie } from "./cookies.ts";
import {
  closedFailure,
  detailsOf,
  failureFrom,
  type HttpFailure,
  isAbortError,
  isTermsRefusal,
  networkFailure,
} from "./errors.ts";
import { FINGERPRINT_ERROR_CODE, isCaptchaErrorCode } from "./players-rules.ts";
import type { TokenStore } from "./token-store.ts";

/**
 * The one HTTP client of the shell (spec 000 §7–§8, docs/players.md "Conventions"). Every call
 * goes through `request`, which adds the headers the server expects and applies the error
 * catalogue's retries, so no form re-implements them:
 *
 * - 401 with a token sent → delete the token, fetch a new one (shared refresh), repeat once;
 * - 403 CSRF → repeat once with the fresh token the answer carries;
 * - 400 captcha (100, 111, 112, 113) → show the challenge, repeat with `X-Captcha`;
 * - 400 fingerprint (120) → refresh the fingerprint, repeat once;
 * - 451 exception_code 1 → the confirm-terms page;
 * - abort → `close` 499; fetch failure → `network`; JSON-API errors joined by their details.
 */

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface HttpRequest {
  method?: Method;
  /** A same-origin path, e.g. "/web-api/auth/login". */
  path: string;
  query?: Record<string, string>;
  /** A JSON body. */
  json?: Record<string, unknown>;
  /** A multipart/form-data body (one-tap posts its credential this way; a document upload its file). */
  form?: Record<string, string | Blob>;
  /** Send the device fingerprint: `X-Fingerprint` and `componentsData` in the JSON body. */
  fingerprint?: boolean;
  /** A captcha payload to send from the first attempt. */
  captcha?: string;
  /** Extra headers, e.g. the limits service's `X-Language`; they never replace the client's own. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type HttpResult<T> = { ok: true; status: number; data: T } | { ok: false; error: HttpFailure };

/** What a captcha answer told us: which code, where the challenge is, which header carries it. */
export interface CaptchaChallenge {
  captchaCode: 100 | 111 | 112 | 113;
  challengeUrl: string;
  header: string;
}

export interface FingerprintSource {
  /** The record to send, loading it if needed; null when there is none (that is fine). */
  current(): Promise<{ token: string; componentsData: string } | null>;
  /** A fresh record after the server refused ours. */
  refresh(): Promise<{ token: string; componentsData: string } | null>;
}

export interface HttpClientDeps {
  fetch: typeof fetch;
  /** `document.cookie` (or a test's string). */
  cookies(): string;
  tokens: TokenStore;
  /** Shows the challenge; the solved payload, or null when the player gave up. */
  solveCaptcha?: (challenge: CaptchaChallenge) => Promise<string | null>;
  fingerprint?: FingerprintSource;
  /** 451 exception_code 1: go to the confirm-terms page (when available and not exempt). */
  onTermsRequired?: () => void;
}

export interface HttpClient {
  request<T>(req: HttpRequest): Promise<HttpResult<T>>;
  get<T>(path: string, query?: Record<string, string>): Promise<HttpResult<T>>;
  post<T>(path: string, json?: Record<string, unknown>, extra?: Partial<HttpRequest>): Promise<HttpResult<T>>;
}

const UNSAFE = new Set<Method>(["POST", "PUT", "PATCH", "DELETE"]);
/** One more challenge after a wrong or expired answer, then the player gets the error. */
const MAX_CAPTCHA_ROUNDS = 3;
const CSRF_PATH = "/web-api/csrf";

function urlOf(path: string, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : "";
  return search ? `${path}?${search}` : path;
}

/** Extra headers in lower case, so the client's own (authorization, csrf …) always win. */
function extraHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(extra ?? {})) out[name.toLowerCase()] = value;
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get("content-type") ?? "";
  if (response.status === 204) return null;
  if (!type.includes("json")) {
    const text = await response.text();
    return text === "" ? null : text;
  }
  return response.json();
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  /** The CSRF token to echo: the cookie, or a fresh one from /web-api/csrf when the page has none yet. */
  async function csrfToken(signal?: AbortSignal): Promise<string | null> {
    const cookie = readCookie(deps.cookies(), COOKIE_NAMES.csrf);
    if (cookie) return cookie;
    try {
      const res = await deps.fetch(CSRF_PATH, { credentials: "same-origin", cache: "no-store", signal });
      if (!res.ok) return null;
      const body = (await res.json()) as Partial<CsrfAnswer> | null;
      return typeof body?.csrfToken === "string" ? body.csrfToken : null;
    } catch {
      return null;
    }
  }

  async function request<T>(req: HttpRequest): Promise<HttpResult<T>> {
    const method = req.method ?? (req.json || req.form ? "POST" : "GET");
    let csrfOverride: string | null = null;
    let captcha = req.captcha ?? null;
    let captchaRounds = 0;
    let renewedToken = false;
    let retriedCsrf = false;
    let refreshedFingerprint = false;
    let fingerprint = req.fingerprint && deps.fingerprint ? await deps.fingerprint.current() : null;

    for (;;) {
      const headers: Record<string, string> = {
        ...extraHeaders(req.headers),
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        "x-app": "parlay-web",
      };
      if (UNSAFE.has(method)) {
        const csrf = csrfOverride ?? (await csrfToken(req.signal));
        if (csrf) headers["x-csrf-token"] = csrf;
      }
      const token = await deps.tokens.current();
      if (token) headers.authorization = `Bearer ${token}`;
      if (captcha) headers["x-captcha"] = captcha;
      let body: BodyInit | undefined;
      if (req.form) {
        const data = new FormData();
        for (const [k, v] of Object.entries(req.form)) data.append(k, v);
        body = data;
      } else if (req.json || (req.fingerprint && fingerprint)) {
        headers["content-type"] = "application/json";
        const json = { ...req.json };
        if (req.fingerprint && fingerprint) json.componentsData = fingerprint.componentsData;
        body = JSON.stringify(json);
      }
      if (req.fingerprint && fingerprint) headers["x-fingerprint"] = fingerprint.token;

      let response: Response;
      let parsed: unknown;
      try {
        response = await deps.fetch(urlOf(req.path, req.query), {
          method,
          headers,
          body,
          credentials: "same-origin",
          cache: "no-store",
          signal: req.signal,
        });
        parsed = await readBody(response).catch(() => undefined);
      } catch (error) {
        if (isAbortError(error) || req.signal?.aborted) return { ok: false, error: closedFailure() };
        return { ok: false, error: networkFailure(error) };
      }
      if (response.ok) {
        if (parsed === undefined)
          return { ok: false, error: failureFrom(500, null, "The answer could not be read") };
        return { ok: true, status: response.status, data: parsed as T };
      }

      const failure = failureFrom(response.status, parsed, response.statusText);
      const details = detailsOf(failure);

      if (response.status === 401 && token && !renewedToken) {
        renewedToken = true;
        await deps.tokens.renew(token);
        continue;
      }
      if (response.status === 403 && failure.code === "CSRF" && !retriedCsrf) {
        retriedCsrf = true;
        csrfOverride = typeof details.csrfToken === "string" ? details.csrfToken : null;
        continue;
      }
      const captchaCode = details.captchaCode;
      if (
        response.status === 400 &&
        isCaptchaErrorCode(captchaCode) &&
        deps.solveCaptcha &&
        captchaRounds < MAX_CAPTCHA_ROUNDS
      ) {
        captchaRounds += 1;
        const solved = await deps.solveCaptcha({
          captchaCode,
          challengeUrl:
            typeof details.challengeUrl === "string" ? details.challengeUrl : "/web-api/captcha/challenge",
          header: typeof details.header === "string" ? details.header : "X-Captcha",
        });
        if (solved === null) return { ok: false, error: closedFailure() };
        captcha = solved;
        continue;
      }
      if (
        response.status === 400 &&
        details.fingerprintCode === FINGERPRINT_ERROR_CODE &&
        deps.fingerprint &&
        req.fingerprint &&
        !refreshedFingerprint
      ) {
        refreshedFingerprint = true;
        fingerprint = await deps.fingerprint.refresh();
        continue;
      }
      if (isTermsRefusal(response.status, parsed)) {
        deps.onTermsRequired?.();
        return { ok: false, error: { ...failure, kind: "terms" } };
      }
      return { ok: false, error: failure };
    }
  }

  return {
    request,
    get: (path, query) => request({ method: "GET", path, ...(query ? { query } : {}) }),
    post: (path, json, extra) => request({ method: "POST", path, json: json ?? {}, ...extra }),
  };
}
