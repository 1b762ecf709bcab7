/**
 * Issue 13 #22: a site that turns the first team cash step off (d.modules showFirstStepTeamCash
 * false) never shows the first modal; the second still shows at four paid items.
 */
import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOnSandboxPage, type WalletTestApp, walletTestApp } from "../wallet/testing/app.ts";
import { createUser } from "../wallet/testing/fixtures.ts";
import { asUser } from "../wallet/testing/test-auth.ts";

describe.each(testTargets())("team cash with the first step turned off on $name", (target: TestTarget) => {
  let h: DbHandle;
  let t: WalletTestApp;
  let userId: bigint;

  const deposit = async (i: number) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/web-api/wallet/deposits",
      headers: asUser(userId),
      payload: { method: "card", amount: "100.00", currency: "RUB", idempotencyKey: `tc-off-dep-${i}` },
    });
    await payOnSandboxPage(t.app, res.json().redirectUrl, "approve");
    await t.flushWebhooks();
  };
  const modal = () =>
    t.app.inject({ method: "GET", url: "/web-api/wallet/team-cash/modal", headers: asUser(userId) });

  beforeAll(async () => {
    h = await createTestDb(target);
    // The operator's setting, as the demo site's ('*','*') d.modules row stores it.
    await sql`update site_config_group
      set data = jsonb_set(data, '{showFirstStepTeamCash}', 'false'::jsonb)
      where group_name = 'd.modules' and country = '*' and lang = '*'`.execute(h.db);
    t = await walletTestApp(h.db);
    userId = await createUser(h.db);
    for (let i = 0; i < 3; i++) await deposit(i);
  });
  afterAll(async () => {
    await t?.app.close();
    await h?.close();
  });

  it("shows nothing at three paid items and sets no cookie, then the second modal at four", async () => {
    const three = await modal();
    expect(three.json()).toEqual({ show: null, paidCount: 3 });
    expect(three.headers["set-cookie"]).toBeUndefined();
    await deposit(3);
    expect((await modal()).json()).toEqual({ show: "second", paidCount: 4 });
  });
});
