import { renderUrl, requestHeaders } from "@parlay/remote-protocol";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "./harness.ts";
import type { Site } from "./players-helpers.ts";

/**
 * The whole server (built shell, remotes, services) answers every kind of request with the security
 * headers, and every inline script of a page carries exactly that answer's CSP nonce, also when the
 * page comes from the guest page cache.
 */

let site: Site;
beforeAll(async () => {
  site = await startSite();
});
afterAll(async () => site?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: "GET", url, headers: { "accept-language": "en", ...headers } });

function nonceOf(res: LightMyRequestResponse): string {
  const csp = String(res.headers["content-security-policy"] ?? "");
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  const nonces = [...scriptSrc.matchAll(/'nonce-([^']+)'/g)].map((m) => m[1] as string);
  expect(nonces).toHaveLength(1);
  return nonces[0] as string;
}

function expectHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers["content-security-policy"], what).toMatch(/frame-ancestors 'none'/);
  expect(nonceOf(res), what).toMatch(/^[A-Za-z0-9+/]+=*$/);
  expect(res.headers["x-content-type-options"], what).toBe("nosniff");
  expect(res.headers["x-frame-options"], what).toBe("DENY");
  expect(res.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(res.headers["permissions-policy"], what).toContain("camera=()");
  // The site under test runs in development: HSTS belongs to production only.
  expect(res.headers["strict-transport-security"], what).toBeUndefined();
}

/** The opening tags of the page's executable scripts (JSON data blocks are never run). */
function executableScripts(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => {
      const type = /\btype="([^"]*)"/i.exec(tag)?.[1]?.toLowerCase();
      return (
        type === undefined ||
        ["module", "importmap", "text/javascript", "application/javascript"].includes(type)
      );
    });
}

function expectEveryScriptNonced(res: LightMyRequestResponse, what: string) {
  const nonce = nonceOf(res);
  const scripts = executableScripts(res.body);
  // The import map, React Router's context and route modules, scroll restoration, at least.
  expect(scripts.length, what).toBeGreaterThanOrEqual(4);
  for (const tag of scripts) expect(/\bnonce="([^"]*)"/.exec(tag)?.[1], `${what}: ${tag}`).toBe(nonce);
}

describe("security headers on every kind of answer", () => {
  it("pages, JSON, 404s, assets, remote renders and the payment sandbox", async () => {
    const page = await get("/en/");
    const assetPath = /<link rel="modulepreload"[^>]*? href="(\/assets\/[^"]+\.js)"/.exec(page.body)?.[1];
    expect(assetPath).toBeDefined();
    const answers: [string, LightMyRequestResponse, number][] = [
      ["page", page, 200],
      ["redirect", await get("/"), 302],
      ["404 page", await get("/en/no-such-page-anywhere"), 404],
      ["API JSON", await get("/web-api/session"), 200],
      ["API bad input", await get("/web-api/sportsbook/menu?section=nope"), 400],
      ["unknown API route", await site.app.inject({ method: "PUT", url: "/web-api/nowhere" }), 404],
      ["hashed asset", await get(assetPath as string), 200],
      ["static file", await get("/favicon.svg"), 200],
      ["shared React", await get("/_shared/importmap.json"), 200],
      ["version", await get("/version.json"), 200],
      [
        "remote render",
        await get(renderUrl("", "header", "/"), requestHeaders({ path: "/", lang: "en" })),
        200,
      ],
      ["remote render, bad request", await get("/mf/nope/render"), 404],
      ["payment sandbox, bad id", await get("/psp/pay/999999"), 400],
    ];
    for (const [what, res, status] of answers) {
      expect(res.statusCode, what).toBe(status);
      expectHeaders(res, what);
    }
    expectEveryScriptNonced(page, "page");
  });

  it("each answer has its own nonce, and every inline script carries exactly it", async () => {
    // A cookie that marks a possible session keeps these out of the guest cache: fresh renders.
    const a = await get("/en/contacts", { cookie: "sid=none" });
    const b = await get("/en/contacts", { cookie: "sid=none" });
    expect(a.headers["x-cache"]).toBeUndefined();
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expectEveryScriptNonced(a, "first render");
    expectEveryScriptNonced(b, "second render");
  });

  it("two guests served the same cached page each get their own nonce in it", async () => {
    const url = "/en/line";
    const first = await get(url);
    const second = await get(url);
    expect([first.headers["x-cache"], second.headers["x-cache"]]).toEqual(["MISS", "HIT"]);
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expectEveryScriptNonced(first, "miss");
    expectEveryScriptNonced(second, "hit");
    expect(second.body).not.toContain(nonceOf(first));
  });
});
