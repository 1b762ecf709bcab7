/**
 * The back office's access rules (docs/backoffice.md): every route under /backoffice-api/v1 declares
 * who may call it; the guard checks the staff session cookie, the same origin and the CSRF token, and
 * the role's permission.
 */
import { allows, type Permission } from "@parlay/domain/staff";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../http/errors.ts";
import { hmac, type PlayersRuntime, randomToken, safeEqual } from "../session/index.ts";
import { loadStaffSession, type StaffSession } from "./accounts.ts";
import type { StaffActor } from "./audit.ts";

export const STAFF_API = "/backoffice-api/v1";
/** The staff session cookie (HttpOnly) and its double-submit CSRF partner (readable by the page). */
export const STAFF_COOKIE = "bo_sid";
export const STAFF_CSRF_COOKIE = "bo_csrf";
export const ENROLL_TTL_MS = 10 * 60 * 1000;

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

export async function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
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
export function guard(rt: PlayersRuntime, access: StaffAccess) {
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
export function csrfFor(rt: PlayersRuntime, sessionId: string): string {
  const nonce = randomToken(16);
  return `${nonce}.${hmac(rt.keys.staff, `${sessionId}.${nonce}`)}`;
}

export function validCsrf(rt: PlayersRuntime, sessionId: string, token: string): boolean {
  const [nonce, mac] = token.split(".");
  return Boolean(nonce && mac) && safeEqual(mac ?? "", hmac(rt.keys.staff, `${sessionId}.${nonce}`));
}

/** The typed Fastify instance the staff routes are declared on. */
export type StaffApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
