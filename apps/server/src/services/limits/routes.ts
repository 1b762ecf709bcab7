/**
 * The limits service's routes (spec 001 §7 "Limits service", 000 §7 ping; docs/responsible-gaming.md):
 * under /limit-service-api/api/external/web/v3 — GET limits, GET availablelimits, GET
 * reasons/selfexclude, POST limits, POST testanswers, POST limitaction / DELETE limit (the site's
 * limitActionMethod), POST ping, and parlay's GET history and POST reopen; under
 * /limit-service-api/limit/external/web/api/v1 — POST BlockUser. Authentication by X-Auth (the
 * player's user token) or Authorization: Bearer, or the session cookie with its CSRF token; none → 401.
 */
import type { FastifyInstance } from "fastify";
import { type LimitsRoutesDeps, routeContext } from "./route-context.ts";
import { changeRoutes } from "./routes-change.ts";
import { stateRoutes } from "./routes-state.ts";

export { BLOCK_BASE, LIMITS_BASE, type LimitsRoutesDeps } from "./route-context.ts";
export { toSeconds } from "./store.ts";

export function limitsRoutes(fastify: FastifyInstance, deps: LimitsRoutesDeps): void {
  const ctx = routeContext(fastify, deps);
  stateRoutes(ctx);
  changeRoutes(ctx);
}
