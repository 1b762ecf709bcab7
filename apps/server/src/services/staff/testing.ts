/**
 * Test helpers for staff routes mounted by other services (payments, betting, the back office): a
 * staff member's browser and a signed-in member with given roles.
 */
import type { Db } from "@parlay/db";
import type { StaffRole } from "@parlay/domain/staff";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { totpCode } from "../auth/totp.ts";
import { type PlayersRuntime, playersFor } from "../session/index.ts";
import { createStaff } from "./accounts.ts";
import { STAFF_API } from "./routes.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** A staff member's browser: keeps cookies, echoes bo_csrf on unsafe methods. */
export class StaffBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly app: FastifyInstance) {}
  async request(method: Method, url: string, body?: unknown, opts: { csrf?: boolean; origin?: string } = {}) {
    const headers: Record<string, string> = { host: "localhost" };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const csrf = this.cookies.get("bo_csrf");
    if (method !== "GET" && opts.csrf !== false && csrf) headers["x-csrf-token"] = csrf;
    if (opts.origin) headers.origin = opts.origin;
    const res: LightMyRequestResponse = await this.app.inject({
      method,
      url,
      headers,
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    for (const c of res.cookies as { name: string; value: string }[]) {
      if (c.value === "") this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }
}

let seq = 0;

/** The players runtime the staff service of `db` uses (registered when the app was built). */
export function staffRuntime(db: Db) {
  return playersFor({
    db,
    env: { production: false, defaultHost: "localhost" },
    auth: undefined as never,
  }).rt;
}

/**
 * Creates a staff member with `roles` and signs them in through the first-sign-in set-up. The app
 * must mount the staff service on `db` (its players runtime supplies the clock).
 */
export async function signedInStaff(app: FastifyInstance, db: Db, roles: StaffRole[]) {
  const rt = staffRuntime(db);
  const email = `member${++seq}.${Date.now()}@parlay.test`;
  const { id, oneTimePassword } = await createStaff(
    rt,
    { staffId: null, email: "test", roles: [], ip: "127.0.0.1" },
    { email, displayName: `Member ${seq}`, roles },
  );
  const b = new StaffBrowser(app);
  const step = (
    await b.request("POST", `${STAFF_API}/auth/login`, { email, password: oneTimePassword })
  ).json();
  const done = await b.request("POST", `${STAFF_API}/auth/enroll`, {
    enrollToken: step.enrollToken,
    newPassword: `long enough pass ${seq}!`,
    code: totpCode(step.secret, rt.now()),
  });
  if (done.statusCode !== 200) throw new Error(`enroll answered ${done.statusCode}: ${done.body}`);
  return { id, email, b };
}

/**
 * A staff member with `roles`, signed in through the first-sign-in set-up; `call` sends a request
 * with the member's cookies and, on unsafe methods, the CSRF header (tests of back-office routes).
 */
export async function staffCaller(app: FastifyInstance, rt: PlayersRuntime, roles: StaffRole[]) {
  const email = `caller${++seq}-${Date.now()}@parlay.test`;
  const { oneTimePassword } = await createStaff(
    rt,
    { staffId: null, email: "cli", roles: [], ip: "127.0.0.1" },
    { email, displayName: "", roles },
  );
  const step = (
    await app.inject({
      method: "POST",
      url: `${STAFF_API}/auth/login`,
      payload: { email, password: oneTimePassword },
    })
  ).json();
  const done = await app.inject({
    method: "POST",
    url: `${STAFF_API}/auth/enroll`,
    payload: {
      enrollToken: step.enrollToken,
      newPassword: `staff test pass ${seq}!`,
      code: totpCode(step.secret, rt.now()),
    },
  });
  if (done.statusCode !== 200) throw new Error(`staff sign-in failed: ${done.body}`);
  const cookies = new Map<string, string>();
  for (const c of done.cookies as { name: string; value: string }[]) cookies.set(c.name, c.value);
  return {
    email,
    call(
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
      url: string,
      payload?: object,
    ): Promise<LightMyRequestResponse> {
      return app.inject({
        method,
        url,
        headers: {
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
          ...(method === "GET" ? {} : { "x-csrf-token": cookies.get("bo_csrf") ?? "" }),
        },
        ...(payload ? { payload } : {}),
      });
    },
  };
}
