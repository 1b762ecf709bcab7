import type { FastifyRequest } from "fastify";

/**
 * A present Origin must be this host: another site's page cannot open a socket that carries the
 * player's cookies (a WebSocket upgrade is not bound by CORS). No Origin (not a browser) passes.
 */
export function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}
