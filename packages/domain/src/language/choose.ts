/** A language the site may offer (spec 001 §2). */
export interface OfferedLanguage {
  code: string;
  hidden?: boolean;
  authOnly?: boolean;
}

export const LNG_PATTERN = /^[a-z]{2}$/;
export const FALLBACK_LANGUAGE = "en";
const RTL = new Set(["ar", "fa", "he", "ur"]);

export function isLangCode(value: string | undefined | null): value is string {
  return typeof value === "string" && LNG_PATTERN.test(value);
}

export function direction(lang: string): "rtl" | "ltr" {
  return RTL.has(lang) ? "rtl" : "ltr";
}

/** Hidden and unauthorised languages are excluded from the list (spec 001 §2). */
export function allowedLanguages(languages: readonly OfferedLanguage[], authenticated: boolean): string[] {
  return languages.filter((l) => !l.hidden && (!l.authOnly || authenticated)).map((l) => l.code);
}

/** Language codes from an Accept-Language header, best first. */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { code: tag.slice(0, 2).toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((e) => LNG_PATTERN.test(e.code) && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.code);
}

export interface LanguageChoiceInput {
  urlLang?: string | undefined;
  cookieLang?: string | undefined;
  acceptLanguage?: string | undefined;
  defaultLang: string;
  allowed: readonly string[];
}

/**
 * URL, then cookie, then the browser's languages; the site default when none is allowed;
 * English when the default is denied too (spec 001 §2).
 */
export function chooseLanguage(input: LanguageChoiceInput): string {
  const candidates = [input.urlLang, input.cookieLang, ...parseAcceptLanguage(input.acceptLanguage)];
  for (const c of candidates) if (c && input.allowed.includes(c)) return c;
  if (input.allowed.includes(input.defaultLang)) return input.defaultLang;
  return FALLBACK_LANGUAGE;
}

/** 12-hour clock when the cookie says so or the country is in the list (spec 000 §1). */
export function uses12HourClock(
  cookie: string | undefined,
  country: string,
  twelveHourCountries: readonly string[],
) {
  if (cookie === "1" || cookie === "true") return true;
  if (cookie === "0" || cookie === "false") return false;
  return twelveHourCountries.includes(country.toLowerCase());
}
