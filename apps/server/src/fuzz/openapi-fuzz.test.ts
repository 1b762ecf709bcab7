import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { SessionAuthenticator } from "../services/session/index.ts";
import { Browser, seedUser, signIn } from "../services/session/testing.ts";
import { fullTestApp } from "./full-app.ts";
import { baselineRequest, type FuzzRequest, fuzzRequests, operationsOf } from "./openapi-walk.ts";

/**
 * Every route of the OpenAPI document, each field in turn replaced by each class of hostile input
 * (NUL, lone surrogate, 100 kB, out-of-range and non-finite numbers, wrong types, traversal, quotes,
 * RTL marks), the other fields valid, as a signed-in player with the CSRF token: no answer is a 5xx.
 */
describe.each(testTargets())("OpenAPI fuzz ($name)", (target) => {
  let h: DbHandle;
  let app: FastifyInstance;
  let auth: SessionAuthenticator;
  beforeAll(async () => {
    h = await createTestDb(target);
    ({ app, auth } = await fullTestApp(h.db));
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  test("no route answers a 5xx to bad input", { timeout: 180_000 }, async () => {
    const ops = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]);
    expect(ops.length).toBeGreaterThan(50);
    const offenders: string[] = [];
    const refused: string[] = [];
    let sent = 0;
    let n = 0;
    for (const op of ops) {
      // A fresh player per route: a route may sign out, change the password or end sessions.
      const email = `fuzz${n++}@example.com`;
      const { password } = await seedUser(h.db, auth, { email });
      const browser = await new Browser(app).start();
      const login = await signIn(browser, email, password);
      expect(login.statusCode, login.body).toBe(200);
      // The starting point must get past the schema, or the fuzz would only ever test zod.
      const base = await send(browser, baselineRequest(op));
      if (base.statusCode === 400 && base.json().error?.code === "VALIDATION") refused.push(op.path);
      if (base.statusCode >= 500) offenders.push(`${op.method} ${op.path} (valid input): ${base.statusCode}`);
      for (const r of fuzzRequests(op)) {
        const res = await send(browser, r);
        sent++;
        if (res.statusCode >= 500)
          offenders.push(
            `${r.method} ${op.path} ${r.field} ← ${r.input}: ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
      }
    }
    console.info(`fuzz: ${ops.length} operations, ${sent} requests, ${offenders.length} 5xx`);
    expect(offenders, offenders.join("\n")).toEqual([]);
    expect(refused.length, `valid-looking requests refused: ${refused.join(", ")}`).toBeLessThan(
      ops.length / 10,
    );
  });
});

let addresses = 0;
/** A new client address per request, so the per-address limits and captcha never stand in the way. */
function nextAddress(): string {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

async function send(browser: Browser, r: FuzzRequest) {
  const headers: Record<string, string> = {};
  if (r.payload !== undefined) headers["content-type"] = "application/json";
  return browser.request(r.method as "GET", r.url, {
    headers,
    remoteAddress: nextAddress(),
    ...(r.payload !== undefined ? { payload: r.payload } : {}),
  });
}
