import { staffCreateBody, staffEnrollBody, staffLoginBody } from "@parlay/contracts/backoffice";
import {
  afterFailure,
  allows,
  isAcceptableStaffPassword,
  isLocked,
  type Permission,
  permissionsOf,
  STAFF_ROLES,
} from "@parlay/domain/staff";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Service } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { acceptTotp, hashPassword, newTotpSecret, totpUri, verifyPassword } from "../auth/index.ts";
import {
  cookieOptions,
  hmac,
  type PlayersRuntime,
  perMinute,
  playersFor,
  randomToken,
  registerRateLimit,
  safeEqual,
  seal,
  unseal,
} from "../session/index.ts";
import {
  createStaff,
  endStaffSessions,
  listStaff,
  loadStaffSession,
  normaliseEmail,
  resetStaff,
  type StaffAccount,
  type StaffSession,
  startStaffSession,
  updateStaff,
} from "./accounts.ts";
import { auditCsv, readAudit, type StaffActor, writeAudit } from "./audit.ts";

export const STAFF_API = "/backoffice-api/v1";
/** The staff session cookie (HttpOnly) and its double-submit CSRF partner (readable by the page). */
export const STAFF_COOKIE = "bo_sid";
export const STAFF_CSRF_COOKIE = "bo_csrf";
const ENROLL_TTL_MS = 10 * 60 * 1000;

/** Who may call a back-office route: anyone (sign-in steps), any signed-in staff member, or a permission. */
export type StaffAccess = "public" | "signed-in" | Permission;

export interface StaffRouteInfo {
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  url: string;
  access: StaffAccess;
}

/** The route option every route under /backoffice-api/v1 must set: `config: staffAccess("players.read")`. */
export function staffAccess(access: StaffAccess): { staffAccess: StaffAccess } {
  return { staffAccess: access };
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in staff member on back-office routes (set by the guard). */
    staff?: StaffSession;
  }
  interface FastifyInstance {
    /** Every back-office route mounted so far, with its access (the policy tests walk it). */
    staffRoutes: StaffRouteInfo[];
  }
}

export function actorOf(request: FastifyRequest): StaffActor {
  const staff = request.staff?.staff;
  return {
    staffId: staff?.id ?? null,
    email: staff?.email ?? "",
    roles: staff?.roles ?? [],
    ip: request.ip,
  };
}

function cookieOf(request: FastifyRequest, name: string): string {
  return (request.cookies as Record<string, string | undefined>)[name] ?? "";
}

async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header("cache-control", "private, no-store");
  return payload;
}

/** A present Origin must be this host: a cross-site form post never reaches a staff route. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * The guard of one route: a live staff session (401 STAFF_SIGN_IN), the route's permission for one
 * of the member's roles (403 STAFF_FORBIDDEN), and for every state-changing method the CSRF header
 * equal to the cookie and a same-host Origin (403 STAFF_CSRF).
 */
function guard(rt: PlayersRuntime, access: StaffAccess) {
  return async (request: FastifyRequest) => {
    const mutating = request.method !== "GET" && request.method !== "HEAD";
    if (mutating && !sameOrigin(request)) throw new AppError("STAFF_CSRF");
    if (access === "public") return;
    const secret = cookieOf(request, STAFF_COOKIE);
    const session = secret ? await loadStaffSession(rt.db, secret, rt.now()) : null;
    if (!session) throw new AppError("STAFF_SIGN_IN");
    if (mutating) {
      const header = String(request.headers["x-csrf-token"] ?? "");
      const cookie = cookieOf(request, STAFF_CSRF_COOKIE);
      if (!header || !cookie || !safeEqual(header, cookie) || !validCsrf(rt, session.sessionId, cookie))
        throw new AppError("STAFF_CSRF");
    }
    if (access !== "signed-in" && !allows(session.staff.roles, access)) throw new AppError("STAFF_FORBIDDEN");
    request.staff = session;
  };
}

/** `nonce.HMAC(key, sessionId.nonce)`: a CSRF token planted from elsewhere is not valid for this session. */
function csrfFor(rt: PlayersRuntime, sessionId: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${hmac(rt.keys.staff, `${sessionId}.${nonce}`)}`;
}

function validCsrf(rt: PlayersRuntime, sessionId: string, token: string): boolean {
  const [nonce, mac] = token.split(".");
  return Boolean(nonce && mac) && safeEqual(mac ?? "", hmac(rt.keys.staff, `${sessionId}.${nonce}`));
}

const account = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  disabled: z.boolean(),
  enrolled: z.boolean(),
  createdAt: z.string(),
});

function present(a: StaffAccount): z.infer<typeof account> {
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

const email = z.string().trim().min(3).max(254).email();
const password = z.string().min(1).max(256);
const code = z.string().regex(/^\d{6}$/);
// The back-office app's forms validate with these same schemas (@parlay/contracts/backoffice).
const loginBody = staffLoginBody;
const enrollBody = staffEnrollBody;
const signedIn = z.object({
  step: z.literal("signed-in"),
  me: z.object({ ...account.shape, permissions: z.array(z.string()) }),
});
const enrollAnswer = z.object({
  step: z.literal("enroll"),
  enrollToken: z.string(),
  otpauthUri: z.string(),
  secret: z.string(),
});
const idParam = z.object({ id: z.coerce.bigint().positive() });
const roles = z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length);
const createBody = staffCreateBody;
const patchBody = z
  .object({
    roles: roles.optional(),
    displayName: z.string().trim().max(120).optional(),
    disabled: z.boolean().optional(),
  })
  .refine(
    (b) => b.roles !== undefined || b.displayName !== undefined || b.disabled !== undefined,
    "Nothing to change",
  );
const auditQuery = z.object({
  from: z.coerce.date().optional(),
  to: z.coerce.date().optional(),
  staffId: z.coerce.bigint().positive().optional(),
  action: z.string().max(80).optional(),
  targetType: z.string().max(80).optional(),
  targetId: z.string().max(120).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
const auditRow = z.object({
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

interface EnrollClaim {
  staffId: string;
  secret: string;
  /** Binds the token to the password it was issued for: a reset in between voids it. */
  passwordMark: string;
  exp: number;
}

function me(staff: StaffAccount) {
  return { ...present(staff), permissions: permissionsOf(staff.roles) };
}

async function signIn(
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

/** The back office's API: staff sign-in with TOTP, staff accounts, the audit trail (docs/backoffice.md). */
export const staffService: Service = async (fastify, ctx) => {
  const { rt } = playersFor(ctx);
  // Every route under /backoffice-api/v1 — this service's and any mounted after it — must declare
  // its access; the guard is attached here, so a route cannot forget it. A route without a
  // declaration stops the server at start-up (fail closed).
  const declared: StaffRouteInfo[] = [];
  fastify.decorate("staffRoutes", declared);
  fastify.addHook("onRoute", (route) => {
    if (!route.url.startsWith(`${STAFF_API}/`)) return;
    const access = (route.config as { staffAccess?: StaffAccess } | undefined)?.staffAccess;
    if (!access)
      throw new Error(
        `${String(route.method)} ${route.url}: a back-office route must declare config.staffAccess`,
      );
    for (const method of [route.method].flat())
      if (method !== "HEAD")
        declared.push({ method: method as StaffRouteInfo["method"], url: route.url, access });
    const own = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [guard(rt, access), ...own];
    // Every staff answer is private and never stored, wherever the route is mounted.
    const sends = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [noStore, ...sends];
  });
  await fastify.register(async (scope: FastifyInstance) => {
    await registerRateLimit(scope, rt.sharedRedis);
    const app = scope.withTypeProvider<ZodTypeProvider>();
    const TAGS = ["backoffice"];

    app.addHook("onSend", async (_request, reply) => {
      reply.header("cache-control", "no-store");
    });

    app.post(
      `${STAFF_API}/auth/login`,
      {
        config: { ...staffAccess("public"), ...perMinute(rt.rateLimits.login) },
        schema: {
          tags: TAGS,
          description:
            "Staff sign-in: e-mail, password and the authenticator code; the first sign-in answers the set-up step.",
          body: loginBody,
          response: { 200: z.union([signedIn, enrollAnswer]) },
        },
      },
      async (request, reply) => {
        const now = rt.now();
        const row = await rt.db
          .selectFrom("staff_user")
          .selectAll()
          .where("email", "=", normaliseEmail(request.body.email))
          .executeTakeFirst();
        if (row && isLocked(row.locked_until ? new Date(row.locked_until) : null, now))
          throw new AppError("STAFF_LOCKED");
        const passwordOk = await verifyPassword(rt, row?.password_hash, request.body.password);
        const fail = async (error: AppError) => {
          if (row) {
            const next = afterFailure(row.failed_attempts, now);
            await rt.db
              .updateTable("staff_user")
              .set({ failed_attempts: next.failures, locked_until: next.lockedUntil })
              .where("id", "=", row.id)
              .execute();
          }
          throw error;
        };
        if (!row || !passwordOk || row.disabled_at !== null)
          return fail(new AppError("STAFF_BAD_CREDENTIALS"));
        const expired = row.password_expires_at !== null && new Date(row.password_expires_at) <= now;
        if (row.must_change_password && expired) return fail(new AppError("STAFF_BAD_CREDENTIALS"));
        const staff = (await listStaff(rt.db)).find((s) => s.id === row.id);
        if (!staff) return fail(new AppError("STAFF_BAD_CREDENTIALS"));
        if (row.must_change_password || !row.totp_secret || row.totp_enabled_at === null) {
          const secret = newTotpSecret();
          const claim: EnrollClaim = {
            staffId: String(row.id),
            secret,
            passwordMark: hmac(rt.keys.staff, row.password_hash),
            exp: now.getTime() + ENROLL_TTL_MS,
          };
          return {
            step: "enroll" as const,
            enrollToken: seal(rt.keys.staff, JSON.stringify(claim)),
            otpauthUri: totpUri(secret, `Parlay back office:${row.email}`),
            secret,
          };
        }
        if (!request.body.code) throw new AppError("STAFF_CODE_REQUIRED");
        const totpSecret = unseal(rt.keys.staff, row.totp_secret);
        const step = totpSecret ? acceptTotp(totpSecret, request.body.code, now, row.last_totp_step) : null;
        if (step === null) return fail(new AppError("STAFF_CODE_INVALID"));
        await rt.db
          .updateTable("staff_user")
          .set({ failed_attempts: 0, locked_until: null, last_totp_step: step })
          .where("id", "=", row.id)
          .execute();
        return signIn(rt, request, reply, staff, "staff.sign_in");
      },
    );

    app.post(
      `${STAFF_API}/auth/enroll`,
      {
        config: { ...staffAccess("public"), ...perMinute(rt.rateLimits.login) },
        schema: {
          tags: TAGS,
          description: "First sign-in (or after a reset): a new password and the first authenticator code.",
          body: enrollBody,
          response: { 200: signedIn },
        },
      },
      async (request, reply) => {
        const now = rt.now();
        const opened = unseal(rt.keys.staff, request.body.enrollToken);
        let claim: EnrollClaim | null = null;
        try {
          claim = opened ? (JSON.parse(opened) as EnrollClaim) : null;
        } catch {
          claim = null;
        }
        if (!claim || claim.exp <= now.getTime()) throw new AppError("STAFF_ENROLL_EXPIRED");
        const row = await rt.db
          .selectFrom("staff_user")
          .selectAll()
          .where("id", "=", BigInt(claim.staffId))
          .executeTakeFirst();
        if (
          !row ||
          row.disabled_at !== null ||
          !safeEqual(claim.passwordMark, hmac(rt.keys.staff, row.password_hash))
        )
          throw new AppError("STAFF_ENROLL_EXPIRED");
        if (isLocked(row.locked_until ? new Date(row.locked_until) : null, now))
          throw new AppError("STAFF_LOCKED");
        if (!isAcceptableStaffPassword(request.body.newPassword, row.email))
          throw new AppError("STAFF_WEAK_PASSWORD");
        if (await verifyPassword(rt, row.password_hash, request.body.newPassword))
          throw new AppError("STAFF_WEAK_PASSWORD", "Choose a password other than the one-time password");
        const step = acceptTotp(claim.secret, request.body.code, now, null);
        if (step === null) {
          const next = afterFailure(row.failed_attempts, now);
          await rt.db
            .updateTable("staff_user")
            .set({ failed_attempts: next.failures, locked_until: next.lockedUntil })
            .where("id", "=", row.id)
            .execute();
          throw new AppError("STAFF_CODE_INVALID");
        }
        await rt.db
          .updateTable("staff_user")
          .set({
            password_hash: await hashPassword(rt, request.body.newPassword),
            must_change_password: false,
            password_expires_at: null,
            totp_secret: seal(rt.keys.staff, claim.secret),
            totp_enabled_at: now,
            last_totp_step: step,
            failed_attempts: 0,
            locked_until: null,
          })
          .where("id", "=", row.id)
          .execute();
        const staff = (await listStaff(rt.db)).find((s) => s.id === row.id);
        if (!staff) throw new AppError("STAFF_ENROLL_EXPIRED");
        return signIn(rt, request, reply, staff, "staff.enroll");
      },
    );

    app.post(
      `${STAFF_API}/auth/logout`,
      {
        config: staffAccess("signed-in"),
        schema: { tags: TAGS, description: "Ends this staff session." },
      },
      async (request, reply) => {
        const session = request.staff;
        if (session) {
          const now = rt.now();
          await rt.db.transaction().execute(async (trx) => {
            await trx
              .updateTable("staff_session")
              .set({ ended_at: now, end_reason: "logout" })
              .where("id", "=", session.sessionId)
              .execute();
            await writeAudit(
              trx,
              actorOf(request),
              { action: "staff.sign_out", targetType: "staff", targetId: String(session.staff.id) },
              now,
            );
          });
        }
        reply.clearCookie(STAFF_COOKIE, { path: "/" });
        reply.clearCookie(STAFF_CSRF_COOKIE, { path: "/" });
        return reply.code(204).send();
      },
    );

    app.get(
      `${STAFF_API}/me`,
      {
        config: staffAccess("signed-in"),
        schema: {
          tags: TAGS,
          description: "The signed-in staff member, roles and permissions.",
          response: { 200: signedIn.shape.me },
        },
      },
      async (request) => me((request.staff as StaffSession).staff),
    );

    app.get(
      `${STAFF_API}/staff`,
      {
        config: staffAccess("staff.read"),
        schema: {
          tags: TAGS,
          description: "Every staff account.",
          response: { 200: z.object({ items: z.array(account) }) },
        },
      },
      async () => ({ items: (await listStaff(rt.db)).map(present) }),
    );

    app.post(
      `${STAFF_API}/staff`,
      {
        config: staffAccess("staff.manage"),
        schema: {
          tags: TAGS,
          description: "Creates a staff account; its one-time password is shown once.",
          body: createBody,
          response: { 201: z.object({ id: z.string(), oneTimePassword: z.string() }) },
        },
      },
      async (request, reply) => {
        const created = await createStaff(rt, actorOf(request), request.body);
        return reply.code(201).send({ id: String(created.id), oneTimePassword: created.oneTimePassword });
      },
    );

    app.patch(
      `${STAFF_API}/staff/:id`,
      {
        config: staffAccess("staff.manage"),
        schema: {
          tags: TAGS,
          description: "Changes a staff account's roles, name or disabled flag.",
          params: idParam,
          body: patchBody,
          response: { 200: account },
        },
      },
      async (request) => present(await updateStaff(rt, actorOf(request), request.params.id, request.body)),
    );

    app.post(
      `${STAFF_API}/staff/:id/reset`,
      {
        config: staffAccess("staff.manage"),
        schema: {
          tags: TAGS,
          description: "A new one-time password; the authenticator is set up again and every session ends.",
          params: idParam,
          response: { 200: z.object({ oneTimePassword: z.string() }) },
        },
      },
      async (request) => resetStaff(rt, actorOf(request), request.params.id),
    );

    app.get(
      `${STAFF_API}/audit`,
      {
        config: staffAccess("audit.read"),
        schema: {
          tags: TAGS,
          description: "The audit trail, newest first, filtered and paged on the server.",
          querystring: auditQuery,
          response: {
            200: z.object({
              items: z.array(auditRow),
              total: z.number(),
              page: z.number(),
              pageSize: z.number(),
            }),
          },
        },
      },
      async (request) => {
        const page = await readAudit(rt.db, request.query);
        return {
          items: page.rows,
          total: page.total,
          page: request.query.page,
          pageSize: request.query.pageSize,
        };
      },
    );

    app.get(
      `${STAFF_API}/audit.csv`,
      {
        config: staffAccess("audit.read"),
        schema: {
          tags: TAGS,
          description: "The filtered audit trail as CSV (at most 50,000 rows).",
          querystring: auditQuery.omit({ page: true, pageSize: true }),
        },
      },
      async (request, reply) => {
        const { rows } = await readAudit(rt.db, { ...request.query, page: 1, pageSize: 50_000 });
        reply.header("content-type", "text/csv; charset=utf-8");
        reply.header("content-disposition", 'attachment; filename="audit.csv"');
        return auditCsv(rows);
      },
    );
  });
};

export { endStaffSessions };
