import type { HeaderDictionary } from "./i18n/index.ts";

/** The main sections and the first path segments that belong to each (spec 000 §2 route map). */
export const SECTIONS = [
  { id: "sportsbook", path: "/line", prefixes: ["line"] },
  { id: "live", path: "/live", prefixes: ["live", "multi"] },
  { id: "casino", path: "/slots", prefixes: ["slots", "casino", "casino-lobby", "providers", "my-casino"] },
  { id: "promotions", path: "/promotions", prefixes: ["promotions", "promo", "bonus"] },
] as const satisfies readonly { id: keyof HeaderDictionary; path: string; prefixes: readonly string[] }[];

export type SectionId = (typeof SECTIONS)[number]["id"];

export function currentSection(path: string): SectionId | null {
  const first = path.split("/")[1] ?? "";
  return SECTIONS.find((section) => (section.prefixes as readonly string[]).includes(first))?.id ?? null;
}

export interface LanguageLink {
  code: string;
  /** The language's own name, e.g. "Русский", so a reader of that language finds it. */
  name: string;
  href: string;
}

function nativeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: "language" }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code.toUpperCase();
  }
}

/** Switching language keeps the rest of the path and the query: /en/rules/2?x=1 → /ru/rules/2?x=1. */
export function languageLinks(languages: readonly string[], path: string, search: string): LanguageLink[] {
  const rest = path === "/" ? "/" : path;
  return languages.map((code) => ({ code, name: nativeName(code), href: `/${code}${rest}${search}` }));
}

export function querySuffix(query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `?${search}` : "";
}

/** The session marker cookie `ua` means a signed-in player (spec 001 §1); the session service sets it with the HttpOnly session. */
export const SESSION_COOKIE = "ua";

export function hasSessionCookie(cookies: string): boolean {
  return cookies.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === SESSION_COOKIE && value !== undefined && value !== "";
  });
}
