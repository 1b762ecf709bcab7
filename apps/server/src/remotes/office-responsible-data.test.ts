import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import {
  createOfficeRemote,
  httpOfficeDataSource,
  type OfficeDataSource,
  type OfficeProps,
} from "@parlay/remote-office";
import { renderContext } from "@parlay/remote-protocol/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createLimits } from "../services/limits/index.ts";
import {
  createSessionAuthenticator,
  playersServices,
  type RenderGrants,
  renderGrantsFor,
  type SessionAuthenticator,
} from "../services/session/index.ts";
import { Browser, seedUser, signIn, TEST_TRUST_PROXY, testOptions } from "../services/session/testing.ts";
import { createWalletService, DEFAULT_WALLET_CURRENCY, ensureMainAccount } from "../services/wallet/index.ts";
import { inProcessOfficeData, inProcessOfficeSource } from "./office-data.ts";

const V3 = "/limit-service-api/api/external/web/v3";
/** The one clock of the players runtime, the limits service and the render (epoch ms). */
const NOW = Date.parse("2026-03-10T12:00:00Z");

/**
 * Issue 14 item 5, the Responsible page: it renders on the server with the player's limits, the
 * site's offer, the history of changes and the self-exclusion reasons — in the site's process and as
 * the office's own process alike — and each read is what the limits API answers the browser.
 */
describe.each(testTargets())("the office's Responsible page with the player's data on $name", (target) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let origin: string;
  let auth: SessionAuthenticator;
  let grants: RenderGrants;
  let browser: Browser;

  beforeAll(async () => {
    handle = await createTestDb(target);
    const limits = createLimits({ db: handle.db, now: () => NOW, register: null, refresh: null });
    auth = createSessionAuthenticator(
      handle.db,
      testOptions({
        now: () => NOW,
        signInGuard: limits.signInGuard,
        onPlayerCreated: (trx, p) => ensureMainAccount(trx, p.userId, p.currency),
      }),
    );
    grants = renderGrantsFor(auth);
    const probe = async (scope: FastifyInstance) => {
      scope.get("/web-api/test/grant", async (request) => ({ grant: await grants.issue(request, "office") }));
    };
    app = await buildApp({
      ctx: { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth },
      services: [...playersServices, createWalletService({ payoutIntervalMs: 0 }), limits.service, probe],
      trustProxy: TEST_TRUST_PROXY,
    });
    origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const { user, password } = await seedUser(handle.db, auth, { email: "rita@office.test" });
    await ensureMainAccount(handle.db, user.id, "EUR");
    browser = await new Browser(app).start();
    expect((await signIn(browser, "rita@office.test", password)).statusCode).toBe(200);
    // A weekly deposit limit of 345 (a first limit is in force at once) and a reality check.
    const saved = await browser.post(`${V3}/limits`, {
      limits: [
        { limitType: 21, limitValue: 345 },
        { limitType: 32, limitValue: 30 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().status).toBe("saved");
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const deps = () => ({ db: handle.db, defaultCurrency: DEFAULT_WALLET_CURRENCY, players: auth.runtime });
  const grantOf = async () => (await browser.get("/web-api/test/grant")).json().grant as string;

  async function render(source: OfficeDataSource, path: string, grant: string, lang = "en") {
    const remote = createOfficeRemote({ data: source, now: () => new Date(NOW) });
    const answer = await remote.render(renderContext("office", path, { grant, lang }));
    const props = JSON.parse(
      /<script type="application\/json" data-remote-props>(.*)<\/script>$/.exec(answer.body)?.[1] ?? "null",
    ) as OfficeProps;
    return { body: answer.body, props };
  }

  it.each(["en", "ar"])(
    "(%s) has the player's limits and history in the HTML, in-process and over HTTP alike",
    async (lang) => {
      const grant = await grantOf();
      const local = await render(inProcessOfficeSource(deps(), grants), "/office/responsible", grant, lang);
      // A roomy read budget: the transport's 1 s timeout is not under test, and a loaded machine can
      // miss it (the balance's currency would then be "" on one side only).
      const http = httpOfficeDataSource(origin, { timeoutMs: 15_000 });
      const remote = await render(http, "/office/responsible", grant, lang);
      expect(Object.keys(local.props.initial)).toEqual(["responsible"]);
      const served = local.props.initial.responsible;
      expect(served?.currency).toBe("EUR");
      const weekly = served?.limits.limitsData.find((l) => l.limitType === 21 && l.limitState === "ACTIVE");
      expect(weekly?.limitValue).toBe(345);
      expect(served?.history.map((h) => h.limitType)).toEqual(expect.arrayContaining([21, 32]));
      expect(served?.reasons.length).toBeGreaterThan(0);
      // The page's clock is the render's: both renders judge "in force" and "hours left" by it.
      expect(local.props.renderedAt).toBe(NOW);
      expect(remote.props.initial).toEqual(local.props.initial);
      expect(remote.body).toBe(local.body);
      // The value in force, on the card and in the history; no "Loading…" anywhere.
      expect(local.body.includes('data-group="history"')).toBe(true);
      expect(local.body.includes('data-testid="limit-current">345 EUR</dd>'), "the limit in force").toBe(
        true,
      );
      expect(local.body.includes('role="status">Loading…</p>')).toBe(false);
      expect(local.body.includes(grant)).toBe(false);
    },
  );

  it("gives the page exactly what the limits API answers the player's browser", async () => {
    const player = await grants.verify(await grantOf());
    if (!player) throw new Error("no player for the grant");
    const data = inProcessOfficeData(deps(), player);
    for (const lang of ["en", "ru", "ar"]) {
      const api = async (path: string) => (await browser.get(`${V3}/${path}`, { "x-language": lang })).json();
      expect(await data.limits(lang)).toEqual(await api("limits"));
      expect(await data.availableLimits(lang)).toEqual(await api("availablelimits"));
      expect(await data.selfExcludeReasons(lang)).toEqual(await api("reasons/selfexclude"));
    }
    expect(await data.limitHistory()).toEqual((await browser.get(`${V3}/history`)).json());
  });

  it("gives a guest's render the frame, and a forged grant nothing", async () => {
    const forged = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.bm90LWEtZ3JhbnQ";
    const page = await render(inProcessOfficeSource(deps(), grants), "/office/responsible", forged);
    expect(page.props.initial).toEqual({});
    expect(page.body).toContain('role="status">Loading…</p>');
    const over = await fetch(`${origin}${V3}/limits`, { headers: { authorization: `Bearer ${forged}` } });
    expect(over.status).toBe(401);
  });
});
