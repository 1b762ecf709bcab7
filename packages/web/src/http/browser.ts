import type { GetTokenAnswer } from "@parlay/contracts/players";
import {
  type CaptchaChallenge,
  createHttpClient,
  type FingerprintSource,
  type HttpClient,
} from "./client.ts";
import { COOKIE_NAMES, expireCookie, hasSignedInMarker, readCookie } from "./cookies.ts";
import { type AccessToken, createTokenStore, type TokenStore } from "./token-store.ts";

/**
 * The page's single HTTP client, wired to the browser: real fetch, document.cookie, the
 * `gettoken` refresh. The UI plugs in what only it can do — show a captcha, load the
 * fingerprint, go to the terms page — once it has mounted.
 */

type CaptchaSolver = (challenge: CaptchaChallenge) => Promise<string | null>;

let captchaSolver: CaptchaSolver | null = null;
let fingerprintSource: FingerprintSource | null = null;
let termsHandler: (() => void) | null = null;
let client: HttpClient | null = null;
let tokens: TokenStore | null = null;

export function setCaptchaSolver(solver: CaptchaSolver | null): void {
  captchaSolver = solver;
}
export function setFingerprintSource(source: FingerprintSource | null): void {
  fingerprintSource = source;
}
export function setTermsHandler(handler: (() => void) | null): void {
  termsHandler = handler;
}

async function fetchToken(): Promise<AccessToken | null> {
  const res = await fetch("/web-api/user/gettoken?force_refresh=true", {
    credentials: "same-origin",
    cache: "no-store",
    headers: { accept: "application/json", "x-requested-with": "XMLHttpRequest" },
  });
  if (!res.ok) return null;
  const body = (await res.json()) as Partial<GetTokenAnswer> | null;
  const token = body?.data?.token;
  const expiresAt = body?.data?.expiresAt;
  return typeof token === "string" && typeof expiresAt === "number" ? { token, expiresAt } : null;
}

export function browserTokens(): TokenStore {
  tokens ??= createTokenStore({
    fetchToken,
    readCookieToken: () => readCookie(document.cookie, COOKIE_NAMES.token),
    deleteCookieToken: () => expireCookie(COOKIE_NAMES.token),
    isSignedIn: () => hasSignedInMarker(document.cookie),
    now: () => Date.now(),
  });
  return tokens;
}

/** The client; call it in effects and handlers only (it needs `document`). */
export function browserHttp(): HttpClient {
  client ??= createHttpClient({
    fetch: (input, init) => fetch(input, init),
    cookies: () => document.cookie,
    tokens: browserTokens(),
    solveCaptcha: (challenge) => (captchaSolver ? captchaSolver(challenge) : Promise.resolve(null)),
    fingerprint: {
      current: () => fingerprintSource?.current() ?? Promise.resolve(null),
      refresh: () => fingerprintSource?.refresh() ?? Promise.resolve(null),
    },
    onTermsRequired: () => termsHandler?.(),
  });
  return client;
}
