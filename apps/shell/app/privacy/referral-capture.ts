import { referralCookies } from "@parlay/domain/privacy";
import { writeCookie } from "./consent-cookies.ts";

/**
 * Writes the referral cookies of a landing URL (spec 001 §5, §9). Loaded only when the address
 * names a referral parameter. They are necessary cookies: the attribution is part of the contract
 * with the partner who sent the visitor, and the registration reads them on the server.
 */
export function captureReferral(search: string): void {
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (!(k in query)) query[k] = v;
  for (const c of referralCookies(query)) writeCookie(c.name, c.val, c.maxAgeSeconds);
}
