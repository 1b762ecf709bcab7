import type { Db } from "@parlay/db";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterEach, describe, expect, test } from "vitest";
import { z } from "zod";
import { buildApp } from "../app.ts";
import type { Service } from "../context.ts";
import { COOKIES, setCookie } from "../services/session/cookies.ts";
import { anonymousOnly } from "./auth.ts";
import { AppError } from "./errors.ts";

/** Routes that answer each way a service can: JSON, a cookie, a catalogue error, a crash, bad input. */
const probe: Service = async (app) => {
  app.get("/probe/json", async () => ({ ok: true }));
  app.get("/probe/cookie", async (request, reply) => {
    setCookie(reply, request, COOKIES.csrf, "token", { httpOnly: false });
    reply.setCookie("raw_cookie", "1", { path: "/" });
    return { ok: true };
  });
  app.get("/probe/app-error", async () => {
    throw new AppError("ONE_TAP_DISABLED");
  });
  app.get("/probe/crash", async () => {
    throw new Error("boom");
  });
  app.get(
    "/probe/validated",
    { schema: { querystring: z.object({ n: z.coerce.number().int() }) } },
    async () => ({
      ok: true,
    }),
  );
};

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});

async function site(production: boolean, trustedOrigins: string[] = []) {
  const app = await buildApp({
    // Nothing here reads the database.
    ctx: { db: {} as Db, env: { production, defaultHost: "localhost" }, auth: anonymousOnly },
    services: [probe],
    security: { trustedOrigins },
  });
  apps.push(app);
  return app;
}

function directives(res: LightMyRequestResponse): Map<string, string[]> {
  const csp = String(res.headers["content-security-policy"] ?? "");
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function expectSecurityHeaders(res: LightMyRequestResponse) {
  const csp = directives(res);
  const scripts = csp.get("script-src") ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts.filter((s) => s.startsWith("'nonce-"))).toHaveLength(1);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(csp.get("default-src")).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
  expect(csp.get("object-src")).toEqual(["'none'"]);
  expect(csp.get("base-uri")).toEqual(["'self'"]);
  expect(csp.get("form-action")).toEqual(["'self'"]);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["permissions-policy"]).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

describe("security headers on every answer", () => {
  test.each([
    ["JSON", "GET", "/probe/json", 200],
    ["health", "GET", "/healthz", 200],
    ["catalogue error", "GET", "/probe/app-error", 404],
    ["crash", "GET", "/probe/crash", 500],
    ["bad input", "GET", "/probe/validated?n=x", 400],
    ["unknown route", "PUT", "/nowhere", 404],
    ["unknown method", "DELETE", "/probe/json", 404],
  ] as const)("%s (%s %s → %i)", async (_name, method, url, status) => {
    const res = await (await site(false)).inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  test("each answer has its own nonce", async () => {
    const a = await site(false);
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await a.inject({ method: "GET", url: "/probe/json" });
      const nonce = (directives(res).get("script-src") ?? []).find((s) => s.startsWith("'nonce-"));
      expect(nonce).toMatch(/^'nonce-[A-Za-z0-9+/]{22}==?'$/);
      nonces.add(nonce as string);
    }
    expect(nonces.size).toBe(5);
  });

  test("development: no HSTS, cookies are not forced Secure over plain HTTP", async () => {
    const res = await (await site(false)).inject({ method: "GET", url: "/probe/cookie" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const cookies = [res.headers["set-cookie"]].flat().map(String);
    expect(cookies).toHaveLength(2);
    for (const c of cookies) expect(c).not.toMatch(/;\s*Secure/i);
  });

  test("production: HSTS, and every cookie is Secure whoever set it", async () => {
    const a = await site(true);
    for (const url of ["/probe/json", "/nowhere", "/probe/crash"]) {
      const res = await a.inject({ method: "GET", url });
      expect(res.headers["strict-transport-security"]).toMatch(/^max-age=31536000; includeSubDomains/);
      expectSecurityHeaders(res);
    }
    const res = await a.inject({ method: "GET", url: "/probe/cookie" });
    const cookies = [res.headers["set-cookie"]].flat().map(String);
    expect(cookies.map((c) => c.split("=")[0])).toEqual([COOKIES.csrf, "raw_cookie"]);
    for (const c of cookies) expect(c.match(/;\s*Secure/gi)).toHaveLength(1);
  });

  test("a forged Host cannot add directives to the policy", async () => {
    const res = await (await site(false)).inject({
      method: "GET",
      url: "/probe/json",
      headers: { host: "evil.test; script-src *" },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers["content-security-policy"])).not.toContain("*");
    expect(directives(res).get("connect-src")).toEqual(["'self'", "'self'"]);
  });

  test("the live socket of our own host is allowed to connect", async () => {
    const res = await (await site(false)).inject({
      method: "GET",
      url: "/probe/json",
      headers: { host: "parlay.test:8080" },
    });
    expect(directives(res).get("connect-src")).toEqual(["'self'", "ws://parlay.test:8080"]);
  });

  test("configured sign-in origins may load scripts and frames; nothing else is third-party", async () => {
    const res = await (await site(false, ["https://accounts.google.com/gsi/client", "not a url"])).inject({
      method: "GET",
      url: "/probe/json",
    });
    const csp = directives(res);
    expect(csp.get("script-src")).toContain("https://accounts.google.com");
    expect(csp.get("frame-src")).toEqual(["https://accounts.google.com"]);
    const plain = directives(await (await site(false)).inject({ method: "GET", url: "/probe/json" }));
    expect(plain.get("frame-src")).toEqual(["'none'"]);
  });
});
