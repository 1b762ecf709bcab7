/**
 * The access token (`user_token`, spec 001 §3–§4): a short-lived signed JWT. The shell reads its
 * expiry from the token itself, so these helpers only decode; the server verifies signatures.
 */

export interface TokenRecord {
  token: string | null | undefined;
  /** Expiry in Unix seconds. */
  expiresAt: number | null | undefined;
}

/** A token is valid only if it is present, has an expiry, and the expiry is in the future. */
export function isTokenValid(record: TokenRecord | null | undefined, nowSeconds: number): boolean {
  if (!record?.token) return false;
  if (typeof record.expiresAt !== "number" || !Number.isFinite(record.expiresAt)) return false;
  return record.expiresAt > nowSeconds;
}

function base64UrlDecode(part: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) return null;
  const b64 = part.replaceAll("-", "+").replaceAll("_", "/");
  try {
    const binary = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The `exp` claim (Unix seconds) of a compact JWT, without verifying it; null when absent or malformed. */
export function tokenExpiry(jwt: string): number | null {
  const parts = jwt.split(".");
  if (parts.length !== 3 || parts[1] === undefined) return null;
  const json = base64UrlDecode(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== "object" || payload === null) return null;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === "number" && Number.isFinite(exp) ? exp : null;
  } catch {
    return null;
  }
}

/** The token is reused while unexpired; a refresh request is shared for this long (spec 001 §9). */
export const TOKEN_REFRESH_SHARE_MS = 60_000;
