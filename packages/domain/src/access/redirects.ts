/**
 * The redirect service's rules (spec 000 §3 "Redirect answer", §4 "Redirect check", §7
 * `POST /redirects-api/api/v1/redirect-light`; docs/access-control.md "Redirects"). Pure: the
 * service reads the rules of the site and the visitor's country and asks `decideRedirect`.
 */

export const REDIRECT_KINDS = ["path", "mirror", "domain"] as const;
export type RedirectKind = (typeof REDIRECT_KINDS)[number];
export const REDIRECT_CODES = [301, 302, 307, 308] as const;

export interface RedirectRule {
  id: number;
  kind: RedirectKind;
  /** The host the rule applies to, lower case; "" = every host of the site (not for `domain`). */
  host: string;
  /** ISO alpha-2, upper case; "" = every country. */
  country: string;
  /** `path` rules: the moved path without the language segment (`/promo`); "" otherwise. */
  path: string;
  /**
   * `domain` and `mirror`: the host to send the visitor to (path and query kept). `path`: the new
   * path (`/bonus`, language segment and the rest of the path kept) or an absolute http(s) URL.
   */
  target: string;
  code: number;
}

/** The answer's `data` (spec 000 §3): reasons name the rule kinds, breadcrumbs the hops. */
export interface RedirectAnswer {
  redirect: boolean;
  code: number;
  url: string;
  reasons: string[];
  breadcrumbs: string[];
}

export const REDIRECT_REASONS: Record<RedirectKind, string> = {
  path: "path_moved",
  mirror: "mirror",
  domain: "domain_moved",
};

const HOST =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/;
const PATH = /^\/[A-Za-z0-9._~!$&'()*+,;=:@%/-]*$/;
const LANG_SEGMENT = /^\/[a-z]{2}(?=\/|$)/;

function absoluteHttpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/** Why a rule cannot be stored, or null when it is well formed. */
export function redirectRuleProblem(rule: Omit<RedirectRule, "id">): string | null {
  if (!(REDIRECT_KINDS as readonly string[]).includes(rule.kind)) return "unknown kind";
  if (!(REDIRECT_CODES as readonly number[]).includes(rule.code)) return "code must be 301, 302, 307 or 308";
  if (rule.host !== "" && !HOST.test(rule.host)) return "host must be a lower-case host name";
  if (rule.country !== "" && !/^[A-Z]{2}$/.test(rule.country)) return "country must be ISO 3166 alpha-2";
  switch (rule.kind) {
    case "domain":
      if (rule.host === "") return "a domain move names the old host";
      if (rule.path !== "") return "a domain move has no path";
      if (!HOST.test(rule.target)) return "target must be the new host";
      if (rule.target === rule.host) return "target must differ from host";
      return null;
    case "mirror":
      if (rule.path !== "") return "a mirror rule has no path";
      if (!HOST.test(rule.target)) return "target must be the mirror's host";
      if (rule.target === rule.host) return "target must differ from host";
      return null;
    case "path":
      if (!PATH.test(rule.path) || rule.path === "/" || rule.path.endsWith("/"))
        return "path must start with / and name a page (no trailing /, no query)";
      if (LANG_SEGMENT.test(rule.path)) return "path is written without the language segment";
      if (!(PATH.test(rule.target) && !LANG_SEGMENT.test(rule.target)) && !absoluteHttpUrl(rule.target))
        return "target must be a path without the language segment or an absolute http(s) URL";
      if (rule.target === rule.path) return "target must differ from path";
      return null;
  }
}

/** The rest of the path below a rule's path, or null when the rule's path does not cover it. */
function below(pathname: string, rulePath: string): string | null {
  if (pathname === rulePath) return "";
  return pathname.startsWith(`${rulePath}/`) ? pathname.slice(rulePath.length) : null;
}

function applies(rule: RedirectRule, url: URL, country: string | null): boolean {
  if (rule.host !== "" && rule.host !== url.host) return false;
  if (rule.country !== "" && rule.country !== country) return false;
  if (rule.kind !== "path") return true;
  const lang = LANG_SEGMENT.exec(url.pathname)?.[0] ?? "";
  return below(url.pathname.slice(lang.length) || "/", rule.path) !== null;
}

function target(rule: RedirectRule, url: URL): string {
  if (rule.kind !== "path") {
    const next = new URL(url.href);
    next.host = rule.target;
    return next.href;
  }
  const lang = LANG_SEGMENT.exec(url.pathname)?.[0] ?? "";
  const rest = below(url.pathname.slice(lang.length) || "/", rule.path) ?? "";
  const absolute = absoluteHttpUrl(rule.target);
  if (absolute) return absolute.href;
  const next = new URL(url.href);
  next.pathname = `${lang}${rule.target}${rest}`;
  return next.href;
}

/** How specific a rule is: path rules first (longer first), then by host and country named. */
function rank(rule: RedirectRule): number[] {
  return [
    REDIRECT_KINDS.indexOf(rule.kind),
    -rule.path.length,
    rule.host === "" ? 1 : 0,
    rule.country === "" ? 1 : 0,
    rule.id,
  ];
}

function byRank(a: RedirectRule, b: RedirectRule): number {
  const ra = rank(a);
  const rb = rank(b);
  for (let i = 0; i < ra.length; i++) {
    const d = (ra[i] as number) - (rb[i] as number);
    if (d !== 0) return d;
  }
  return 0;
}

export const NO_REDIRECT = (url: string): RedirectAnswer => ({
  redirect: false,
  code: 0,
  url,
  reasons: [],
  breadcrumbs: [],
});

/**
 * Where the page at `pageUrl` should be, for a visitor from `country`: the most specific rule that
 * applies (one hop: a rule's target is not checked against the rules again, so two rules can never
 * loop). A target equal to the page is no redirect.
 */
export function decideRedirect(
  rules: readonly RedirectRule[],
  pageUrl: string,
  country: string | null,
): RedirectAnswer {
  const url = absoluteHttpUrl(pageUrl);
  if (!url) return NO_REDIRECT(pageUrl);
  const rule = [...rules].sort(byRank).find((r) => applies(r, url, country));
  if (!rule) return NO_REDIRECT(url.href);
  const next = target(rule, url);
  if (next === url.href) return NO_REDIRECT(url.href);
  return {
    redirect: true,
    code: rule.code,
    url: next,
    reasons: [REDIRECT_REASONS[rule.kind]],
    breadcrumbs: [url.href, next],
  };
}
