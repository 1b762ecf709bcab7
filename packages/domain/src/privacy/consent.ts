/**
 * Cookie consent (spec 001 §3 "cookies agree type", §5, §7 "cookiesAgreeTime"). Necessary cookies
 * (session, language, CSRF, this choice itself) need no consent; functional ones (the window width,
 * the left and right panel state) and analytics need the visitor's yes. The choice is one number,
 * the "cookies agree type": a bit mask of the optional categories, 0 = necessary only.
 */

export const CONSENT_CATEGORIES = ["functional", "analytics"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

const BIT: Record<ConsentCategory, number> = { functional: 1, analytics: 2 };

/** The largest cookies agree type: every category. */
export const CONSENT_TYPE_MAX = 3;

/** The cookie that holds the choice (itself necessary), and how long it is kept: a year. */
export const CONSENT_COOKIE = "cookies_agree_type";
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The functional cookies of spec 001 §5, written only with functional consent. */
export const FUNCTIONAL_COOKIES = {
  windowWidth: "window_width",
  leftPanelHidden: "left_panel_hidden",
  rightPanelHidden: "right_panel_hidden",
} as const;
export const FUNCTIONAL_COOKIE_NAMES: readonly string[] = Object.values(FUNCTIONAL_COOKIES);

export type Consent = Readonly<Record<ConsentCategory, boolean>>;

/** The cookies agree type of a choice. */
export function consentType(consent: Consent): number {
  let type = 0;
  for (const c of CONSENT_CATEGORIES) if (consent[c]) type |= BIT[c];
  return type;
}

/** The choice a cookies agree type stands for; null for anything that is not one (no choice made). */
export function consentFromType(type: unknown): Consent | null {
  const n = typeof type === "string" && /^\d$/.test(type) ? Number(type) : type;
  if (typeof n !== "number" || !Number.isInteger(n) || n < 0 || n > CONSENT_TYPE_MAX) return null;
  return { functional: (n & BIT.functional) !== 0, analytics: (n & BIT.analytics) !== 0 };
}

/** Whether a category may be used: only after the visitor said yes to it (no choice yet = no). */
export function allows(consent: Consent | null, category: ConsentCategory): boolean {
  return consent?.[category] === true;
}

export const ACCEPT_ALL: Consent = { functional: true, analytics: true };
export const NECESSARY_ONLY: Consent = { functional: false, analytics: false };
