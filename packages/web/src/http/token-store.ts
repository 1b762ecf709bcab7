import { isTokenValid, TOKEN_REFRESH_SHARE_MS, tokenExpiry } from "./players-rules.ts";

/** The access token `user_token` (spec 001 §3–§4) with its expiry in Unix seconds. */
export interface AccessToken {
  token: string;
  expiresAt: number;
}

export interface TokenStoreDeps {
  /** `GET /web-api/user/gettoken?force_refresh=true`; null when signed out (401) or failing. */
  fetchToken(): Promise<AccessToken | null>;
  /** The `user_token` cookie, if any. */
  readCookieToken(): string | null;
  /** Removes the `user_token` cookie ("delete the token", spec 000 §4). */
  deleteCookieToken(): void;
  /** Whether a player is signed in (the `ua` marker): guests never ask for a token. */
  isSignedIn(): boolean;
  now(): number;
}

export interface TokenStore {
  /** A valid token to send, refreshing when the one we have expired; null for guests. */
  current(): Promise<string | null>;
  /** After a 401 with `failed`: delete it and fetch anew (sharing a refresh already under way). */
  renew(failed: string): Promise<string | null>;
  /** Forget everything (logout). */
  clear(): void;
}

/**
 * The token is reused while unexpired, otherwise refreshed and stored; one refresh request is
 * shared for 60 s (spec 001 §4, §9) so a burst of calls, or of 401s, costs one round trip.
 */
export function createTokenStore(deps: TokenStoreDeps): TokenStore {
  let held: AccessToken | null = null;
  let shared: { startedAt: number; promise: Promise<AccessToken | null> } | null = null;

  const nowSeconds = () => Math.floor(deps.now() / 1000);

  function fromCookie(): AccessToken | null {
    const token = deps.readCookieToken();
    if (!token) return null;
    const expiresAt = tokenExpiry(token);
    return expiresAt === null ? null : { token, expiresAt };
  }

  function refresh(): Promise<AccessToken | null> {
    if (shared && deps.now() - shared.startedAt < TOKEN_REFRESH_SHARE_MS) return shared.promise;
    const promise = deps.fetchToken().then(
      (fresh) => {
        held = fresh;
        return fresh;
      },
      () => null,
    );
    shared = { startedAt: deps.now(), promise };
    return promise;
  }

  return {
    async current() {
      const candidate = held ?? fromCookie();
      if (candidate && isTokenValid(candidate, nowSeconds())) {
        held = candidate;
        return candidate.token;
      }
      if (!deps.isSignedIn()) return null;
      return (await refresh())?.token ?? null;
    },
    async renew(failed) {
      if (held?.token === failed) held = null;
      if (deps.readCookieToken() === failed) deps.deleteCookieToken();
      // A shared refresh that handed out the very token the server refused is of no use any more.
      if (shared) {
        const previous = await shared.promise;
        if (previous === null || previous.token === failed) shared = null;
      }
      const fresh = await refresh();
      return fresh && fresh.token !== failed ? fresh.token : null;
    },
    clear() {
      held = null;
      shared = null;
      deps.deleteCookieToken();
    },
  };
}
