import type { StaffRole } from "@parlay/domain/staff";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { totpCode } from "../auth/totp.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { createStaff } from "./accounts.ts";
import { STAFF_API } from "./routes.ts";

let seq = 0;

/**
 * A staff member with `roles`, signed in through the first-sign-in set-up; `call` sends a request
 * with the member's cookies and, on unsafe methods, the CSRF header (tests of back-office routes).
 */
export async function signedInStaff(app: FastifyInstance, rt: PlayersRuntime, roles: StaffRole[]) {
  const email = `member${++seq}-${Date.now()}@parlay.test`;
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
