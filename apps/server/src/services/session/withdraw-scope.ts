import type { FastifyRequest } from "fastify";
import { isApiPath } from "../../http/api-fallback.ts";

/**
 * What a withdraw-only session may reach (issue 15: a self-excluded or timed-out player keeps the
 * right to withdraw the balance, LCCP 3.5 / MGA): its own session and sign-out, the player's data,
 * balance, accounts and payment history, withdrawals, and reading the limits. Everything else under
 * the API prefixes answers 403 WITHDRAW_ONLY. Pages are the shell's to restrict (like a ban's).
 */
const ALLOWED = new Set([
  "GET /web-api/session",
  "GET /web-api/csrf",
  "GET /web-api/user/gettoken",
  "POST /web-api/user/updatetoken",
  "GET /web-api/user/check-session",
  "POST /web-api/user/disconnect",
  "POST /web-api/user/logout",
  "GET /web-api/user/config",
  "GET /web-api/wallet/balance",
  "GET /web-api/wallet/cashier",
  "GET /web-api/wallet/accounts",
  "GET /web-api/wallet/history",
  "GET /web-api/wallet/payments/:paymentId",
  "GET /web-api/wallet/paycheck/:paymentId",
  "GET /web-api/wallet/payment-requests",
  "POST /web-api/wallet/withdrawals",
  "POST /web-api/wallet/withdrawals/:paymentId/cancel",
  "GET /limit-service-api/api/external/web/v3/limits",
  "GET /limit-service-api/api/external/web/v3/availablelimits",
  "GET /limit-service-api/api/external/web/v3/reasons/selfexclude",
  "GET /limit-service-api/api/external/web/v3/history",
]);

/** Whether a withdraw-only session may make this request. */
export function withdrawScopeAllows(request: FastifyRequest): boolean {
  if (!isApiPath(request.url)) return true;
  const method = request.method === "HEAD" ? "GET" : request.method;
  return ALLOWED.has(`${method} ${request.routeOptions.url ?? ""}`);
}
