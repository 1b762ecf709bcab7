import type { DbHandle } from "@parlay/db";
import { createTestDb, testTargets } from "@parlay/db/testing";
import { createPspSandbox } from "@parlay/psp-sandbox";
import {
  createOfficeRemote,
  httpOfficeDataSource,
  type OfficeDataSource,
  type OfficeProps,
} from "@parlay/remote-office";
import type { RemoteRenderContext } from "@parlay/remote-protocol";
import { createRemoteServer, type RemoteApp, type RunningRemoteServer } from "@parlay/remote-protocol/server";
import { renderContext } from "@parlay/remote-protocol/testing";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servedBody } from "../../../shell/app/remote/served-body.ts";
import { loadPage, type PageData } from "../../../shell/app/server/page-loader.server.ts";
import { buildApp } from "../app.ts";
import { anonymousOnly } from "../http/auth.ts";
import { createBettingService } from "../services/betting/index.ts";
import { seedGame } from "../services/betting/testing/catalogue.ts";
import { storeCoupon } from "../services/betting/testing/coupons.ts";
import {
  createSessionAuthenticator,
  playersServices,
  type RenderGrants,
  renderGrantsFor,
  type SessionAuthenticator,
} from "../services/session/index.ts";
import { Browser, seedUser, signIn, TEST_TRUST_PROXY, testOptions } from "../services/session/testing.ts";
import { createWalletService, DEFAULT_WALLET_CURRENCY } from "../services/wallet/index.ts";
import { payOnSandboxPage } from "../services/wallet/testing/app.ts";
import { createShellServices } from "../ssr/shell-services.ts";
import { loaderOutcome } from "../ssr/testing.ts";
import { inProcessOfficeData, inProcessOfficeSource } from "./office-data.ts";
import { remoteSources } from "./remote-sources.ts";

/**
 * Issue 14 item 5, the office's part: a signed-in player's office pages render with their data on
 * the server, in the site's process (in-process reads of the grant's player) and as the office's
 * own process (the site's API over HTTP with the grant), and both give the page what the API
 * gives the player's browser. Nobody else's data, and nothing for a guest.
 */
describe.each(testTargets())("office pages with the player's data on $name", (target) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  let origin: string;
  let grants: RenderGrants;
  let auth: SessionAuthenticator;
  let flush: () => Promise<number>;
  const players: Record<
    "ann" | "bob",
    { browser: Browser; userId: bigint; paymentId: number; password: string }
  > = {} as never;
  let couponId: bigint;

  beforeAll(async () => {
    handle = await createTestDb(target);
    auth = createSessionAuthenticator(handle.db, testOptions());
    grants = renderGrantsFor(auth);
    const psp = createPspSandbox({ pollMs: 3_600_000, retryBaseMs: 50 });
    flush = () => psp.flush();
    // The grant a page render of the shell's server would send (the shell's own call, standing in).
    const probe = async (scope: FastifyInstance) => {
      scope.get("/web-api/test/grant", async (request) => ({ grant: await grants.issue(request, "office") }));
    };
    app = await buildApp({
      ctx: { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth },
      services: [
        ...playersServices,
        createWalletService({ payoutIntervalMs: 0 }),
        psp.service,
        createBettingService(),
        probe,
      ],
      trustProxy: TEST_TRUST_PROXY,
    });
    origin = await app.listen({ port: 0, host: "127.0.0.1" });

    for (const [name, amount] of [
      ["ann", "1234.56"],
      ["bob", "987.65"],
    ] as const) {
      const { user, password } = await seedUser(handle.db, auth, { email: `${name}@office.test` });
      const browser = await new Browser(app).start();
      expect((await signIn(browser, `${name}@office.test`, password)).statusCode).toBe(200);
      const deposit = await browser.post("/web-api/wallet/deposits", {
        method: "card",
        amount,
        currency: "RUB",
        idempotencyKey: `office-ssr-${name}-deposit`,
      });
      expect(deposit.statusCode, deposit.body).toBe(201);
      await payOnSandboxPage(app, deposit.json().redirectUrl, "approve");
      players[name] = { browser, userId: user.id, paymentId: deposit.json().paymentId, password };
    }
    await flush();
    const ann = players.ann;
    const asked = await ann.browser.post("/web-api/wallet/payment-requests", {
      topicId: 1,
      transactionId: ann.paymentId,
      message: "Ann asks where her deposit went",
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const game = await seedGame(handle.db);
    const account = (await ann.browser.get("/web-api/wallet/accounts")).json().mainAccount.id as number;
    couponId = await storeCoupon(handle.db, {
      userId: ann.userId,
      accountId: BigInt(account),
      typeId: 0,
      amount: 100_00n,
      legs: [{ outcomeId: game.outcomes[0], gameId: game.gameId, marketId: game.marketId, coef: 2500 }],
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const deps = () => ({ db: handle.db, defaultCurrency: DEFAULT_WALLET_CURRENCY, players: auth.runtime });
  const grantOf = async (b: Browser) => (await b.get("/web-api/test/grant")).json().grant as string;
  const inProcess = () => inProcessOfficeSource(deps(), grants);

  async function render(source: OfficeDataSource, path: string, grant: string | undefined) {
    const [pathname = "", search = ""] = path.split("?");
    const remote = createOfficeRemote({ data: source, now: () => new Date("2026-03-10T12:00:00Z") });
    const ctx = renderContext("office", pathname, {
      query: Object.fromEntries(new URLSearchParams(search)),
      ...(grant ? { grant } : {}),
    });
    const answer = await remote.render(ctx);
    const props = JSON.parse(
      /<script type="application\/json" data-remote-props>(.*)<\/script>$/.exec(answer.body)?.[1] ?? "null",
    ) as OfficeProps;
    return { body: answer.body, initial: props.initial };
  }

  const PAGES = () => [
    "/office/account",
    "/office/recharge",
    "/office/deduce",
    "/office/historypay?type=deposit",
    "/office/history?from=",
    `/office/paycheck?paymentId=${players.ann.paymentId}`,
    "/office/payment/requests",
    "/office/payment/create-request/1",
    `/office/payment/requests/1/transactions/${players.ann.paymentId}`,
  ];

  it("renders every page with the player's data, in-process and over HTTP alike", async () => {
    const ann = players.ann;
    const grant = await grantOf(ann.browser);
    const overHttp = httpOfficeDataSource(origin);
    for (const path of PAGES()) {
      const local = await render(inProcess(), path, grant);
      const remote = await render(overHttp, path, grant);
      expect(Object.keys(local.initial), path).toContain("balance");
      expect(Object.keys(local.initial).length, path).toBeGreaterThan(1);
      expect(remote.initial, path).toEqual(local.initial);
      expect(remote.body, path).toBe(local.body);
      expect(local.body, path).not.toContain('role="status">Loading…</p>');
      expect(local.body, path).not.toContain(grant);
    }
    const pay = `${ann.paymentId}`;
    expect((await render(inProcess(), "/office/historypay", grant)).body).toContain(
      `data-payment-id="${pay}"`,
    );
    expect((await render(inProcess(), "/office/historypay", grant)).body).toContain("1,234.56");
    expect((await render(inProcess(), "/office/history?from=", grant)).body).toContain(
      `data-coupon-id="${couponId}"`,
    );
    expect((await render(inProcess(), "/office/payment/requests", grant)).body).toContain(
      "Ann asks where her deposit went",
    );
    expect((await render(inProcess(), `/office/paycheck?paymentId=${pay}`, grant)).body).toContain(
      `Receipt for payment ${pay}`,
    );
  });

  it("gives a page exactly what the API answers the player's browser", async () => {
    const ann = players.ann;
    const player = await grants.verify(await grantOf(ann.browser));
    if (!player) throw new Error("no player for Ann's grant");
    const data = inProcessOfficeData(deps(), player);
    const api = async (url: string) => (await ann.browser.get(url)).json();
    expect(await data.balance()).toEqual(await api("/web-api/wallet/balance"));
    expect(await data.accounts()).toEqual(await api("/web-api/wallet/accounts"));
    expect(await data.cashier()).toEqual(await api("/web-api/wallet/cashier"));
    expect(await data.history({ page: 1, pageSize: 20, type: "deposit" })).toEqual(
      await api("/web-api/wallet/history?page=1&pageSize=20&type=deposit"),
    );
    expect(await data.coupons({ page: 1, pageSize: 20, status: "all" })).toEqual(
      await api("/web-api/betting/coupons?page=1&pageSize=20"),
    );
    expect(await data.paycheck(ann.paymentId)).toEqual(
      await api(`/web-api/wallet/paycheck/${ann.paymentId}`),
    );
    expect(await data.requests(1)).toEqual(await api("/web-api/wallet/payment-requests?page=1&pageSize=10"));
    expect(await data.topicTransactions(1, 1)).toEqual(
      await api("/web-api/wallet/payment-requests/topics/1/transactions?page=1&pageSize=10"),
    );
    expect(await data.transaction(1, ann.paymentId)).toEqual(
      await api(`/web-api/wallet/payment-requests/topics/1/transactions/${ann.paymentId}`),
    );
    // Another player's payment is as absent in process as over the API.
    await expect(data.paycheck(players.bob.paymentId)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("shows each player only their own data, and a guest or a bad grant none", async () => {
    const { ann, bob } = players;
    const bobGrant = await grantOf(bob.browser);
    const annPayment = `data-payment-id="${ann.paymentId}"`;
    for (const source of [inProcess(), httpOfficeDataSource(origin)]) {
      const bobs = await render(source, "/office/historypay", bobGrant);
      expect(bobs.body).toContain(`data-payment-id="${bob.paymentId}"`);
      expect(bobs.body).not.toContain(annPayment);
      expect(bobs.body).not.toContain("1,234.56");
      // Bob asking for Ann's receipt by its number gets no receipt from the server.
      const peek = await render(source, `/office/paycheck?paymentId=${ann.paymentId}`, bobGrant);
      expect(peek.initial.receipt).toBeUndefined();
      expect(peek.body).not.toContain("1,234.56");
      for (const grant of [undefined, `${bobGrant}x`, "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.Zm9yZ2Vk"]) {
        const frame = await render(source, "/office/historypay", grant);
        expect(frame.initial, String(grant)).toEqual({});
        expect(frame.body).toContain('role="status">Loading…</p>');
      }
    }
  });

  it("stops reading with the grant once the player signs out", async () => {
    const ann = players.ann;
    const grant = await grantOf(ann.browser);
    expect((await render(inProcess(), "/office/account", grant)).initial.accounts).toBeDefined();
    await ann.browser.post("/web-api/user/disconnect");
    expect((await render(inProcess(), "/office/account", grant)).initial).toEqual({});
    expect((await render(httpOfficeDataSource(origin), "/office/account", grant)).initial).toEqual({});
  });

  describe("through the shell's page loader", () => {
    let officeProcess: RunningRemoteServer;
    beforeAll(async () => {
      officeProcess = await createRemoteServer(createOfficeRemote({ data: httpOfficeDataSource(origin) }), {
        port: 0,
      });
    });
    afterAll(async () => {
      await officeProcess?.close();
    });

    const servicesFor = (mode: "in-process" | "own process") =>
      createShellServices(
        { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth: anonymousOnly },
        {
          sources:
            mode === "in-process"
              ? remoteSources({}, { bettingDirectory: null, officeData: inProcess() }).filter(
                  (s) => s.appName === "office",
                )
              : [{ appName: "office", kind: "url", url: officeProcess.url, playerData: true }],
          importMap: null,
          buildId: "test",
        },
      );

    it.each(["in-process", "own process"] as const)(
      "a signed-in player's office page (%s) has their list in the HTML and is never cached",
      async (mode) => {
        // Ann's page is rendered as a new browser session of Ann would be.
        const ann = players.ann;
        const fresh = await new Browser(app).start();
        expect((await signIn(fresh, "ann@office.test", ann.password)).statusCode).toBe(200);
        const services = servicesFor(mode).forPlayer(async () => grantOf(fresh));
        const viewer = { userId: String(ann.userId), banLevel: 0, banVersion: 0 };
        const request = new Request("http://localhost/en/office/historypay?type=deposit", {
          headers: { cookie: fresh.cookieHeader() },
        });
        const answer = (await loadPage(request, services, viewer, "en", "office/historypay")) as unknown as {
          data: PageData;
          init: { status: number; headers: Record<string, string> };
        };
        expect(answer.init.status).toBe(200);
        expect(answer.init.headers["cache-control"]).toBe("private, no-store");
        // A document request: the body travels once, beside the page's data (remote/served-body.ts).
        const primary = answer.data.primary;
        expect(primary?.state === "ready" ? primary.answer.body : null).toBe("");
        const body = primary ? (servedBody(primary) ?? "") : "";
        expect(body).toContain(`data-payment-id="${ann.paymentId}"`);
        expect(body).toContain("1,234.56");
        expect(body).not.toContain('role="status">Loading…</p>');
        // A guest is sent to sign in before any remote is asked.
        const guest = await loaderOutcome(() =>
          loadPage(
            new Request("http://localhost/en/office/historypay"),
            servicesFor(mode),
            null,
            "en",
            "office/historypay",
          ),
        );
        expect(guest.status).toBe(302);
      },
    );

    it("sends a grant only to the remote that shows the player's data, and no remote the credentials", async () => {
      const seen: RemoteRenderContext[] = [];
      const recorder = (name: string): RemoteApp => ({
        manifest: { name, version: "1", assets: [], react: "19" },
        assetsDir: "/nonexistent",
        async render(ctx) {
          seen.push(ctx);
          return {
            appName: name,
            status: "ok",
            title: "",
            body: "",
            head: "",
            style: "",
            cssToLoad: [],
            scriptsToLoad: [],
            codeToEval: "",
          };
        },
      });
      const services = createShellServices(
        { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth: anonymousOnly },
        {
          sources: [
            { appName: "office", kind: "local", app: recorder("office"), playerData: true },
            { appName: "header", kind: "local", app: recorder("header") },
          ],
          importMap: null,
          buildId: "test",
        },
      );
      const input = {
        path: "/office/account",
        query: "",
        lang: "en",
        dir: "ltr" as const,
        languages: ["en"],
        cookies: "sid=secret-session; ua=1; user_token=a.b.c; csrf_token=t; lng=en; is12h=1",
        clock: "24h" as const,
        features: [],
      };
      const player = services.forPlayer(async (app) => `grant-for-${app}.x.y`);
      await player.renderRemote({ ...input, appName: "office" });
      await player.renderRemote({ ...input, appName: "header" });
      await services.renderRemote({ ...input, appName: "office" });
      expect(seen.map((c) => [c.appName, c.grant])).toEqual([
        ["office", "grant-for-office.x.y"],
        ["header", undefined],
        ["office", undefined],
      ]);
      for (const ctx of seen) expect(ctx.cookies).toBe("ua=1; lng=en; is12h=1");
      // Every remote of a visitor's page is told their country; a guest's gets no grant.
      const guest = services.forVisitor({ country: "DE", issue: null });
      await guest.renderRemote({ ...input, appName: "office" });
      expect([seen.at(-1)?.country, seen.at(-1)?.grant]).toEqual(["DE", undefined]);
      expect(seen.slice(0, 3).every((ctx) => !("country" in ctx))).toBe(true);
    });
  });
});
