import type { DbHandle } from "@parlay/db";
import { createTestDb, type TestTarget, testTargets } from "@parlay/db/testing";
import {
  allows,
  POLICY,
  STAFF_FIRST_LOCK_MS,
  STAFF_IDLE_MS,
  STAFF_ROLES,
  type StaffRole,
} from "@parlay/domain/staff";
import { createPspSandbox } from "@parlay/psp-sandbox";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { buildApp } from "../../app.ts";
import { createBlocksService, createRedirectsService, termsService } from "../access/index.ts";
import { totpCode } from "../auth/totp.ts";
import { createBackofficeService } from "../backoffice/index.ts";
import { createBettingService } from "../betting/index.ts";
import { createCasinoService } from "../casino/index.ts";
import { createConfigBackoffice } from "../config/index.ts";
import { seoBackoffice } from "../seo/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { createSessionAuthenticator, playersFor } from "../session/index.ts";
import { TEST_TRUST_PROXY, testClock, testOptions } from "../session/testing.ts";
import { createSupportService } from "../support/index.ts";
import { createVerificationBackoffice } from "../verification/index.ts";
import { createWalletService } from "../wallet/index.ts";
import { createStaff, STAFF_API, type StaffRouteInfo, staffService, writeAudit } from "./index.ts";
import { StaffBrowser } from "./testing.ts";
import { staffPolicyExamples } from "./testing-examples.ts";

const CLI = { staffId: null, email: "cli", roles: [], ip: "127.0.0.1" };

describe.each(testTargets())("staff accounts, roles and audit on $name", (target: TestTarget) => {
  let handle: DbHandle;
  let app: FastifyInstance;
  const clock = testClock(Date.parse("2026-11-26T09:00:00Z"));
  let runtime: PlayersRuntime;
  const rt = () => runtime;
  let seq = 0;

  beforeAll(async () => {
    handle = await createTestDb(target);
    const auth = createSessionAuthenticator(handle.db, testOptions({ now: clock.now }));
    const ctx = { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth };
    runtime = playersFor(ctx).rt;
    app = await buildApp({
      ctx,
      services: [
        staffService,
        createBlocksService(),
        createConfigBackoffice(),
        termsService,
        createRedirectsService(),
        seoBackoffice,
        createBackofficeService(),
        createVerificationBackoffice(),
        createSupportService(),
        createWalletService({ payoutIntervalMs: 0 }),
        createPspSandbox({ pollMs: 3_600_000 }).service,
        createBettingService(),
        createCasinoService(),
      ],
      trustProxy: TEST_TRUST_PROXY,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  const auditCount = async () =>
    Number(
      (
        await handle.db
          .selectFrom("staff_audit")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Creates a member with `roles` and signs them in through the first-sign-in set-up. */
  async function member(roles: StaffRole[]) {
    const email = `staff${++seq}@parlay.test`;
    const { id, oneTimePassword } = await createStaff(rt(), CLI, {
      email,
      displayName: `Staff ${seq}`,
      roles,
    });
    const b = new StaffBrowser(app);
    const step = (
      await b.request("POST", `${STAFF_API}/auth/login`, { email, password: oneTimePassword })
    ).json();
    expect(step.step).toBe("enroll");
    const password = `long enough pass ${seq}!`;
    const code = totpCode(step.secret, new Date(clock.now()));
    const done = await b.request("POST", `${STAFF_API}/auth/enroll`, {
      enrollToken: step.enrollToken,
      newPassword: password,
      code,
    });
    expect(done.statusCode, done.body).toBe(200);
    clock.advance(30_000); // the next code belongs to a later step
    return { id, email, password, secret: step.secret as string, b };
  }

  test("first sign-in: one-time password, then a new password and the authenticator; later sign-ins need a fresh code", async () => {
    const { email, password, secret, b } = await member(["support"]);
    const me = (await b.request("GET", `${STAFF_API}/me`)).json();
    expect(me).toMatchObject({ email, roles: ["support"], enrolled: true });
    expect(me.permissions).toContain("players.read");
    expect(me.permissions).not.toContain("staff.manage");

    const other = new StaffBrowser(app);
    const noCode = await other.request("POST", `${STAFF_API}/auth/login`, { email, password });
    expect([noCode.statusCode, noCode.json().error.code]).toEqual([401, "STAFF_CODE_REQUIRED"]);
    const code = totpCode(secret, new Date(clock.now()));
    const ok = await other.request("POST", `${STAFF_API}/auth/login`, { email, password, code });
    expect(ok.json().step).toBe("signed-in");
    const sid = other.cookies.get("bo_sid");
    expect(sid).toBeTruthy();
    // The same code again is a replay.
    const replay = await new StaffBrowser(app).request("POST", `${STAFF_API}/auth/login`, {
      email,
      password,
      code,
    });
    expect(replay.json().error.code).toBe("STAFF_CODE_INVALID");
    // The session secret is stored hashed only.
    const stored = await handle.db.selectFrom("staff_session").select("secret_hash").execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.some((s) => s.secret_hash === sid)).toBe(false);

    const out = await other.request("POST", `${STAFF_API}/auth/logout`);
    expect(out.statusCode).toBe(204);
    expect((await other.request("GET", `${STAFF_API}/me`)).statusCode).toBe(401);
  });

  test("the set-up refuses a weak password and a wrong code and changes nothing", async () => {
    const email = `weak${++seq}@parlay.test`;
    const { oneTimePassword } = await createStaff(rt(), CLI, { email, displayName: "", roles: ["content"] });
    const b = new StaffBrowser(app);
    const step = (
      await b.request("POST", `${STAFF_API}/auth/login`, { email, password: oneTimePassword })
    ).json();
    const weak = await b.request("POST", `${STAFF_API}/auth/enroll`, {
      enrollToken: step.enrollToken,
      newPassword: "short",
      code: totpCode(step.secret, new Date(clock.now())),
    });
    expect([weak.statusCode, weak.json().error.code]).toEqual([422, "STAFF_WEAK_PASSWORD"]);
    const wrong = await b.request("POST", `${STAFF_API}/auth/enroll`, {
      enrollToken: step.enrollToken,
      newPassword: "a much longer pass 1",
      code: "000000",
    });
    expect(wrong.json().error.code).toBe("STAFF_CODE_INVALID");
    const row = await handle.db
      .selectFrom("staff_user")
      .selectAll()
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row.totp_enabled_at).toBeNull();
    expect(row.must_change_password).toBe(true);
    const forged = await b.request("POST", `${STAFF_API}/auth/enroll`, {
      enrollToken: "not-a-token",
      newPassword: "a much longer pass 1",
      code: "123456",
    });
    expect(forged.json().error.code).toBe("STAFF_ENROLL_EXPIRED");
  });

  test("five wrong passwords lock the account for 15 minutes, even for the right password", async () => {
    const { email, password, secret } = await member(["trader"]);
    const b = new StaffBrowser(app);
    for (let i = 0; i < 5; i++) {
      const res = await b.request("POST", `${STAFF_API}/auth/login`, {
        email,
        password: "wrong password 123",
      });
      expect(res.json().error.code).toBe("STAFF_BAD_CREDENTIALS");
    }
    const locked = await b.request("POST", `${STAFF_API}/auth/login`, {
      email,
      password,
      code: totpCode(secret, new Date(clock.now())),
    });
    expect([locked.statusCode, locked.json().error.code]).toEqual([423, "STAFF_LOCKED"]);
    clock.advance(STAFF_FIRST_LOCK_MS + 1000);
    const ok = await b.request("POST", `${STAFF_API}/auth/login`, {
      email,
      password,
      code: totpCode(secret, new Date(clock.now())),
    });
    expect(ok.json().step).toBe("signed-in");
  });

  test("a session ends after 30 idle minutes", async () => {
    const { b } = await member(["risk"]);
    clock.advance(STAFF_IDLE_MS - 60_000);
    expect((await b.request("GET", `${STAFF_API}/me`)).statusCode).toBe(200);
    clock.advance(STAFF_IDLE_MS);
    const res = await b.request("GET", `${STAFF_API}/me`);
    expect([res.statusCode, res.json().error.code]).toEqual([401, "STAFF_SIGN_IN"]);
  });

  test("state-changing calls need the CSRF token and a same-host Origin", async () => {
    const admin = await member(["admin"]);
    const body = { email: `csrf${++seq}@parlay.test`, displayName: "", roles: ["support"] };
    const noToken = await admin.b.request("POST", `${STAFF_API}/staff`, body, { csrf: false });
    expect([noToken.statusCode, noToken.json().error.code]).toEqual([403, "STAFF_CSRF"]);
    const foreign = await admin.b.request("POST", `${STAFF_API}/staff`, body, {
      origin: "https://evil.example",
    });
    expect(foreign.json().error.code).toBe("STAFF_CSRF");
    const before = await auditCount();
    expect(
      await handle.db
        .selectFrom("staff_user")
        .select("id")
        .where("email", "=", body.email)
        .executeTakeFirst(),
    ).toBeUndefined();
    const ok = await admin.b.request("POST", `${STAFF_API}/staff`, body);
    expect(ok.statusCode).toBe(201);
    expect(await auditCount()).toBe(before + 1);
  });

  /** A valid request for every guarded route (testing-examples.ts). */
  const EXAMPLES = staffPolicyExamples(() => handle.db);
  const guarded = (): StaffRouteInfo[] => app.staffRoutes.filter((r) => r.access !== "public");

  test("every guarded route has an example request", () => {
    expect(guarded().length).toBeGreaterThan(0);
    for (const r of guarded()) expect(EXAMPLES[`${r.method} ${r.url}`], `${r.method} ${r.url}`).toBeDefined();
  });

  test("policy table: every role × every route is allowed exactly as the policy says, else 403", async () => {
    const members = new Map<StaffRole, StaffBrowser>();
    for (const role of STAFF_ROLES) members.set(role, (await member([role])).b);
    let checked = 0;
    for (const route of guarded()) {
      if (route.url.endsWith("/auth/logout")) continue; // would end the member's session; covered above
      for (const role of STAFF_ROLES) {
        const b = members.get(role);
        if (!b) throw new Error(role);
        // A staff member to act on, fresh for each try, where the route names one.
        const target = route.url.includes("/staff/:id")
          ? (
              await createStaff(rt(), CLI, {
                email: `t${++seq}@parlay.test`,
                displayName: "",
                roles: ["content"],
              })
            ).id
          : 0n;
        const ex = await EXAMPLES[`${route.method} ${route.url}`]?.(target);
        if (!ex) throw new Error(route.url);
        const res = await b.request(route.method, ex.url, ex.body);
        const allowed =
          route.access === "signed-in" || (route.access !== "public" && allows([role], route.access));
        if (allowed)
          expect(res.statusCode, `${role} ${route.method} ${route.url}: ${res.body}`).toBeLessThan(300);
        else
          expect([res.statusCode, res.json().error.code], `${role} ${route.url}`).toEqual([
            403,
            "STAFF_FORBIDDEN",
          ]);
        checked++;
      }
    }
    expect(checked).toBe((guarded().length - 1) * STAFF_ROLES.length);
    // Signed out, every guarded route is 401.
    for (const route of guarded()) {
      const ex = await EXAMPLES[`${route.method} ${route.url}`]?.(1n);
      const res = await new StaffBrowser(app).request(route.method, ex?.url ?? route.url, ex?.body);
      expect([res.statusCode, res.json().error.code], route.url).toEqual([401, "STAFF_SIGN_IN"]);
    }
  }, 600_000);

  test("every state-changing staff route writes an audit row with who, what and from where", async () => {
    // The admin where the policy allows, else a member of the first role it allows.
    const admin = await member(["admin"]);
    const members = new Map<StaffRole, Awaited<ReturnType<typeof member>>>([["admin", admin]]);
    const actorFor = async (route: StaffRouteInfo) => {
      const role =
        route.access === "signed-in" || route.access === "public" || allows(["admin"], route.access)
          ? "admin"
          : (POLICY[route.access][0] as StaffRole);
      if (!members.has(role)) members.set(role, await member([role]));
      return { role, m: members.get(role) as Awaited<ReturnType<typeof member>> };
    };
    const mutating = guarded().filter((r) => r.method !== "GET");
    expect(mutating.length).toBeGreaterThan(0);
    // Logout last: it ends the admin's session.
    const ordered = [
      ...mutating.filter((r) => !r.url.endsWith("/logout")),
      ...mutating.filter((r) => r.url.endsWith("/logout")),
    ];
    for (const route of ordered) {
      const target = (
        await createStaff(rt(), CLI, { email: `a${++seq}@parlay.test`, displayName: "", roles: ["content"] })
      ).id;
      const { role, m } = await actorFor(route);
      const ex = await EXAMPLES[`${route.method} ${route.url}`]?.(target);
      const before = await auditCount();
      const res = await m.b.request(route.method, ex?.url ?? route.url, ex?.body);
      expect(res.statusCode, `${route.url}: ${res.body}`).toBeLessThan(300);
      const rows = await handle.db
        .selectFrom("staff_audit")
        .selectAll()
        .orderBy("id", "desc")
        .limit(1)
        .execute();
      expect(await auditCount(), route.url).toBe(before + 1);
      expect(rows[0]).toMatchObject({ staff_id: m.id, staff_email: m.email, staff_roles: [role] });
      expect(rows[0]?.ip).toBeTruthy();
    }
  }, 300_000);

  test("the audit trail: before → after, filters, CSV without formulas, and no rewriting", async () => {
    const admin = await member(["admin"]);
    const { id } = await createStaff(rt(), CLI, {
      email: `=cmd${++seq}@parlay.test`,
      displayName: "=HYPERLINK(1)",
      roles: ["content"],
    });
    const patched = await admin.b.request("PATCH", `${STAFF_API}/staff/${id}`, {
      roles: ["content", "trader"],
    });
    expect(patched.json().roles).toEqual(["content", "trader"]);
    const page = (
      await admin.b.request("GET", `${STAFF_API}/audit?targetType=staff&targetId=${id}&action=staff.update`)
    ).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      action: "staff.update",
      before: { roles: ["content"] },
      after: { roles: ["content", "trader"] },
    });
    const csv = await admin.b.request("GET", `${STAFF_API}/audit.csv?targetId=${id}`);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    const rows = csv.body.trimEnd().split("\r\n");
    expect(rows[0]).toBe("id,at,staffId,staffEmail,staffRoles,action,targetType,targetId,before,after,ip");
    expect(rows).toHaveLength(3);
    // A cell a spreadsheet would run as a formula gets a leading apostrophe.
    await writeAudit(
      handle.db,
      CLI,
      { action: "=cmd()", targetType: "staff", targetId: "@SUM(1+1)" },
      new Date(clock.now()),
    );
    const formula = await admin.b.request(
      "GET",
      `${STAFF_API}/audit.csv?targetId=${encodeURIComponent("@SUM(1+1)")}`,
    );
    const row = formula.body.trimEnd().split("\r\n")[1] ?? "";
    expect(row).toContain(",'=cmd(),staff,'@SUM(1+1),");
    expect(row).not.toMatch(/,[=@]/);
    await expect(sql`update staff_audit set action = 'x'`.execute(handle.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from staff_audit`.execute(handle.db)).rejects.toThrow(/append-only/);
    const bad = await admin.b.request("GET", `${STAFF_API}/audit?pageSize=100000`);
    expect([bad.statusCode, bad.json().error.code]).toEqual([400, "VALIDATION"]);
  });

  test("the last active admin cannot be demoted or disabled; disabling another ends their sessions", async () => {
    await handle.db
      .updateTable("staff_user")
      .set({ disabled_at: new Date(clock.now()) })
      .execute();
    const admin = await member(["admin"]);
    const self = await admin.b.request("PATCH", `${STAFF_API}/staff/${admin.id}`, { roles: ["support"] });
    expect([self.statusCode, self.json().error.code]).toEqual([409, "STAFF_LAST_ADMIN"]);
    const other = await member(["support"]);
    expect((await other.b.request("GET", `${STAFF_API}/me`)).statusCode).toBe(200);
    const off = await admin.b.request("PATCH", `${STAFF_API}/staff/${other.id}`, { disabled: true });
    expect(off.json().disabled).toBe(true);
    expect((await other.b.request("GET", `${STAFF_API}/me`)).statusCode).toBe(401);
    const taken = await admin.b.request("POST", `${STAFF_API}/staff`, {
      email: other.email.toUpperCase(),
      roles: [],
    });
    expect([taken.statusCode, taken.json().error.code]).toEqual([409, "STAFF_EMAIL_TAKEN"]);
  });
});

describe("back-office routes fail closed", () => {
  test("a route under /backoffice-api/v1 without a declared access stops the server at start-up", async () => {
    const handle = await createTestDb(testTargets()[0] as TestTarget);
    try {
      const auth = createSessionAuthenticator(handle.db, testOptions());
      const ctx = { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth };
      const forgetful = async (app: FastifyInstance) => {
        app.get(`${STAFF_API}/forgot-the-guard`, async () => ({ secret: true }));
      };
      await expect(buildApp({ ctx, services: [staffService, forgetful] })).rejects.toThrow(
        /must declare config.staffAccess/,
      );
    } finally {
      await handle.close();
    }
  });
});
