import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Service } from "../../context.ts";
import { playersFor, registerRateLimit } from "../session/index.ts";
import { guard, noStore, STAFF_API, type StaffAccess, type StaffRouteInfo } from "./access.ts";
import { endStaffSessions } from "./accounts.ts";
import { adminRoutes } from "./admin-routes.ts";
import { signInRoutes } from "./sign-in-routes.ts";

export {
  actorOf,
  STAFF_API,
  STAFF_COOKIE,
  STAFF_CSRF_COOKIE,
  type StaffAccess,
  type StaffRouteInfo,
  staffAccess,
} from "./access.ts";

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
    signInRoutes(app, rt, TAGS);
    adminRoutes(app, rt, TAGS);
  });
};

export { endStaffSessions };
