import type { StaffRole } from "@parlay/domain/staff";
import { type APIRequestContext, request } from "playwright-core";
import { totpCode } from "../apps/server/src/services/auth/totp.ts";
import { createPlayersRuntime } from "../apps/server/src/services/session/index.ts";
import { testOptions } from "../apps/server/src/services/session/testing.ts";
import { createStaff } from "../apps/server/src/services/staff/index.ts";
import type { Site } from "./players-helpers.ts";

let seq = 0;

/**
 * A staff member signed in to the site's back-office API (first sign-in set-up with a real TOTP
 * code); `call` sends JSON with the CSRF header. For browser tests that arrange what staff do.
 */
export async function staffClient(site: Site, roles: StaffRole[]) {
  const rt = createPlayersRuntime(site.db, testOptions());
  const email = `e2e-staff-${++seq}-${Date.now()}@parlay.test`;
  const { oneTimePassword } = await createStaff(
    rt,
    { staffId: null, email: "e2e", roles: [], ip: "127.0.0.1" },
    { email, displayName: "E2E", roles },
  );
  const ctx: APIRequestContext = await request.newContext({ baseURL: site.base });
  const step = (await (
    await ctx.post("/backoffice-api/v1/auth/login", { data: { email, password: oneTimePassword } })
  ).json()) as { enrollToken: string; secret: string };
  const done = await ctx.post("/backoffice-api/v1/auth/enroll", {
    data: {
      enrollToken: step.enrollToken,
      newPassword: "e2e staff passphrase 1",
      code: totpCode(step.secret, new Date()),
    },
  });
  if (!done.ok()) throw new Error(`staff sign-in: ${done.status()} ${await done.text()}`);
  const csrf = async () => (await ctx.storageState()).cookies.find((c) => c.name === "bo_csrf")?.value ?? "";
  return {
    async call<T>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: object): Promise<T> {
      const res = await ctx.fetch(path, {
        method,
        headers: { "x-csrf-token": await csrf() },
        ...(data ? { data } : {}),
      });
      const text = await res.text();
      if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
    /** The member's cookies, for a browser context signed in as them (`newContext({ storageState })`). */
    storageState: () => ctx.storageState(),
    close: () => ctx.dispose(),
  };
}
