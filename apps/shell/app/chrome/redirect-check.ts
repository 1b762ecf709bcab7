/**
 * The redirect check (spec 000 §4 "Redirect check", §5, §9; docs/access-control.md "Redirects"):
 * POST /redirects-api/api/v1/redirect-light with the page's URL, five tries 1000 ms apart; an
 * answer lacking code, url, reasons or breadcrumbs is an incorrect format and logged (not
 * retried); when the service says redirect to a different URL, the visitor is sent there. The
 * shell runs it only in production or when the query names `redirect-service`.
 */
export const REDIRECT_CHECK_PATH = "/redirects-api/api/v1/redirect-light";
export const REDIRECT_TRIES = 5;
export const REDIRECT_RETRY_MS = 1000;

interface RedirectAnswer {
  data: { redirect: boolean; code: number; url: string; reasons: string[]; breadcrumbs: string[] };
}

const strings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === "string");

/**
 * The answer's shape, checked by hand: this runs on every page of a production site at load, and a
 * schema library here would put its core into every first view (issue 14 #7; the render protocol's
 * zod/mini now loads only with the first render answer the page checks). Extra fields are allowed.
 */
function redirectAnswer(body: unknown): RedirectAnswer | null {
  const data = (body as { data?: unknown } | null)?.data as Record<string, unknown> | null | undefined;
  if (typeof data !== "object" || data === null) return null;
  const ok =
    typeof data.redirect === "boolean" &&
    typeof data.code === "number" &&
    typeof data.url === "string" &&
    strings(data.reasons) &&
    strings(data.breadcrumbs);
  return ok ? (body as RedirectAnswer) : null;
}

export interface RedirectCheckDeps {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  sleep: (ms: number) => Promise<void>;
  log: (message: string, detail: unknown) => void;
}

/** Whether this page runs the check at all. */
export function redirectCheckEnabled(production: boolean, search: string): boolean {
  return production || new URLSearchParams(search).has("redirect-service");
}

/** Where to send the visitor, or null (no redirect, the same URL, a wrong answer, all tries failed). */
export async function checkRedirect(pageUrl: string, deps: RedirectCheckDeps): Promise<string | null> {
  for (let attempt = 1; attempt <= REDIRECT_TRIES; attempt++) {
    let body: unknown;
    try {
      const res = await deps.fetch(REDIRECT_CHECK_PATH, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ url: pageUrl }),
      });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      body = await res.json();
    } catch (err) {
      if (attempt === REDIRECT_TRIES) {
        deps.log("redirect check failed", { attempts: attempt, error: String(err) });
        return null;
      }
      await deps.sleep(REDIRECT_RETRY_MS);
      continue;
    }
    const parsed = redirectAnswer(body);
    if (!parsed) {
      deps.log("redirect check: incorrect answer format", { body });
      return null;
    }
    const { redirect, url } = parsed.data;
    return redirect && url && url !== pageUrl ? url : null;
  }
  return null;
}
