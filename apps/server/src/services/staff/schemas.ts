/** The staff API's request and answer schemas, and the sign-in step they share. */
import { staffCreateBody, staffEnrollBody, staffLoginBody } from "@parlay/contracts/backoffice";
import { permissionsOf, STAFF_ROLES } from "@parlay/domain/staff";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { cookieOptions, type PlayersRuntime } from "../session/index.ts";
import { csrfFor, STAFF_COOKIE, STAFF_CSRF_COOKIE } from "./access.ts";
import { type StaffAccount, startStaffSession } from "./accounts.ts";
import { writeAudit } from "./audit.ts";

export const account = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  disabled: z.boolean(),
  enrolled: z.boolean(),
  createdAt: z.string(),
});

export function present(a: StaffAccount): z.infer<typeof account> {
  return {
    id: String(a.id),
    email: a.email,
    displayName: a.displayName,
    roles: a.roles,
    disabled: a.disabled,
    enrolled: a.enrolled,
    createdAt: a.createdAt.toISOString(),
  };
}

export const email = z.string().trim().min(3).max(254).email();
export const password = z.string().min(1).max(256);
export const code = z.string().regex(/^\d{6}$/);
// The back-office app's forms validate with these same schemas (@parlay/contracts/backoffice).
export const loginBody = staffLoginBody;
export const enrollBody = staffEnrollBody;
export const signedIn = z.object({
  step: z.literal("signed-in"),
  me: z.object({ ...account.shape, permissions: z.array(z.string()) }),
});
export const enrollAnswer = z.object({
  step: z.literal("enroll"),
  enrollToken: z.string(),
  otpauthUri: z.string(),
  secret: z.string(),
});
export const idParam = z.object({ id: z.coerce.bigint().positive() });
export const roles = z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length);
export const createBody = staffCreateBody;
export const patchBody = z
  .object({
    roles: roles.optional(),
    displayName: z.string().trim().max(120).optional(),
    disabled: z.boolean().optional(),
  })
  .refine(
    (b) => b.roles !== undefined || b.displayName !== undefined || b.disabled !== undefined,
    "Nothing to change",
  );
export const auditQuery = z.object({
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  staffId: z.coerce.bigint().positive().optional(),
  action: z.string().max(80).optional(),
  targetType: z.string().max(80).optional(),
  targetId: z.string().max(120).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const auditRow = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string().nullable(),
  staffEmail: z.string(),
  staffRoles: z.array(z.string()),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});

export interface EnrollClaim {
  staffId: string;
  secret: string;
  /** Binds the token to the password it was issued for: a reset in between voids it. */
  passwordMark: string;
  exp: number;
}

export function me(staff: StaffAccount) {
  return { ...present(staff), permissions: permissionsOf(staff.roles) };
}

export async function signIn(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffAccount,
  action: string,
) {
  const now = rt.now();
  const session = await rt.db.transaction().execute(async (trx) => {
    const started = await startStaffSession(
      trx,
      staff.id,
      { ip: request.ip, userAgent: String(request.headers["user-agent"] ?? "") },
      now,
    );
    await writeAudit(
      trx,
      { staffId: staff.id, email: staff.email, roles: staff.roles, ip: request.ip },
      { action, targetType: "staff", targetId: String(staff.id) },
      now,
    );
    return started;
  });
  // SameSite=Strict: no other site can make a staff member's browser send these, not even a link.
  const strict = { ...cookieOptions(request, { httpOnly: true }), sameSite: "strict" as const };
  reply.setCookie(STAFF_COOKIE, session.secret, strict);
  reply.setCookie(STAFF_CSRF_COOKIE, csrfFor(rt, session.sessionId), { ...strict, httpOnly: false });
  return { step: "signed-in" as const, me: me(staff) };
}
