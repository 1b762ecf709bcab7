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
import {
  createSessionAuthenticator,
  playersServices,
  type RenderGrants,
  renderGrantsFor,
  type SessionAuthenticator,
} from "../services/session/index.ts";
import { Browser, seedUser, signIn, TEST_TRUST_PROXY, testOptions } from "../services/session/testing.ts";
import { createSupportService, notifyPlayer } from "../services/support/index.ts";
import { verificationService } from "../services/verification/index.ts";
import { DEFAULT_WALLET_CURRENCY } from "../services/wallet/index.ts";
import { inProcessOfficeData, inProcessOfficeSource } from "./office-data.ts";

/**
 * Issue 17: the profile and support pages of the office (security, settings, support, share-idea)
 * render with the signed-in player's data on the server, in the site's process and as the office's
 * own process alike, and each read is what the API answers the player's browser.
 */
describe.each(testTargets())("office profile pages with the player's data on $name", (target) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let origin: string;
  let auth: SessionAuthenticator;
  let grants: RenderGrants;
  let browser: Browser;
  let userId: bigint;

  beforeAll(async () => {
    handle = await createTestDb(target);
    auth = createSessionAuthenticator(handle.db, testOptions());
    grants = renderGrantsFor(auth);
    const probe = async (scope: FastifyInstance) => {
      scope.get("/web-api/test/grant", async (request) => ({ grant: await grants.issue(request, "office") }));
    };
    app = await buildApp({
      ctx: { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth },
      services: [...playersServices, createSupportService(), verificationService, probe],
      trustProxy: TEST_TRUST_PROXY,
    });
    origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const { user, password } = await seedUser(handle.db, auth, { email: "cara@office.test" });
    userId = user.id;
    browser = await new Browser(app).start();
    expect((await signIn(browser, "cara@office.test", password)).statusCode).toBe(200);
    const saved = await browser.post("/web-api/user/settings", { timeZone: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    const personal = await browser.post("/web-api/user/personal-data", { surname: "Ivanova" });
    expect(personal.statusCode, personal.body).toBe(200);
    await notifyPlayer(handle.db, user.id, "deposit_credited", { amount: "777.00 RUB" });
    for (const [kind, subject] of [
      ["support", "Cara's bonus question"],
      ["idea", "Cara wants darts"],
    ] as const) {
      const sent = await browser.post("/web-api/support/tickets", { kind, subject, body: "Please look." });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
    }
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const deps = () => ({ db: handle.db, defaultCurrency: DEFAULT_WALLET_CURRENCY, players: auth.runtime });
  const grantOf = async () => (await browser.get("/web-api/test/grant")).json().grant as string;

  async function render(source: OfficeDataSource, path: string, grant: string) {
    const [pathname = "", search = ""] = path.split("?");
    const query = Object.fromEntries(new URLSearchParams(search));
    const remote = createOfficeRemote({ data: source, now: () => new Date("2026-03-10T12:00:00Z") });
    const answer = await remote.render(renderContext("office", pathname, { query, grant }));
    const props = JSON.parse(
      /<script type="application\/json" data-remote-props>(.*)<\/script>$/.exec(answer.body)?.[1] ?? "null",
    ) as OfficeProps;
    return { body: answer.body, initial: props.initial };
  }

  it.each([
    ["/office/security", ["security", "sessions", "logins"], ["cara@office.test", 'data-section="sessions"']],
    ["/office/settings", ["settings", "timezones"], ['<option value="5" selected="">']],
    ["/office/support", ["messages", "tickets"], ["777.00 RUB", "Cara&#x27;s bonus question"]],
    ["/office/share-idea", ["tickets"], ["Cara wants darts"]],
    ["/office/bringfriend", ["referrals"], ["bf="]],
    ["/office/account?section=personal_data", ["personalData"], ['value="Ivanova"']],
    ["/office/manager", ["manager"], ['data-manager="none"']],
    ["/office/verification", ["verification"], ['accept=".jpg']],
  ])("%s has the player's data in the HTML, in-process and over HTTP alike", async (path, parts, texts) => {
    const grant = await grantOf();
    const local = await render(inProcessOfficeSource(deps(), grants), path, grant);
    const remote = await render(httpOfficeDataSource(origin), path, grant);
    expect(Object.keys(local.initial).sort()).toEqual([...parts].sort());
    expect(remote.initial).toEqual(local.initial);
    expect(remote.body).toBe(local.body);
    for (const text of texts) expect(local.body, text).toContain(text);
    expect(local.body).not.toContain('role="status">Loading…</p>');
    expect(local.body).not.toContain(grant);
  });

  it("gives a page exactly what the API answers the player's browser", async () => {
    const player = await grants.verify(await grantOf());
    if (!player) throw new Error("no player for the grant");
    const data = inProcessOfficeData(deps(), player);
    const api = async (url: string) => (await browser.get(url)).json();
    expect(await data.security()).toEqual(await api("/web-api/user/security"));
    expect(await data.sessions()).toEqual(await api("/web-api/user/sessions"));
    expect(await data.logins()).toEqual(await api("/web-api/user/login-history"));
    expect(await data.settings()).toEqual(await api("/web-api/user/settings"));
    expect(await data.timezones()).toEqual((await browser.post("/web-api/GetTimezones", {})).json());
    expect(await data.messages(1)).toEqual(await api("/web-api/support/messages?page=1"));
    expect(await data.personalData()).toEqual(await api("/web-api/user/personal-data"));
    expect(await data.referrals()).toEqual(await api("/web-api/user/referrals"));
    expect(await data.manager()).toEqual(await api("/web-api/user/manager"));
    expect(await data.verification()).toEqual(await api("/web-api/user/verification"));
    const friend = await render(
      inProcessOfficeSource(deps(), grants),
      "/office/bringfriend",
      await grantOf(),
    );
    expect(friend.body).toContain(`bf=${userId}`);
    expect(await data.tickets("idea")).toEqual(await api("/web-api/support/tickets?kind=idea"));
  });
});
