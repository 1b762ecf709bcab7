import type { FastifyInstance, HTTPMethods } from "fastify";
import { AppError } from "./errors.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** One of the 404/405 answers below, not a route of a service. */
    apiFallback?: boolean;
  }
}

/**
 * Path prefixes that belong to the JSON APIs (ours and the ones the spec names for other
 * services). Under them nothing is a page: the SSR shell's catch-all must never answer.
 */
export const API_PREFIXES = [
  "/web-api/",
  "/bff-api/",
  "/social-api/",
  "/hd-api/",
  "/redirects-api/",
  "/blocks-api/",
  "/limit-service-api/",
  "/fatman-api/",
  "/casino-api/",
] as const;

const METHODS: HTTPMethods[] = ["DELETE", "GET", "HEAD", "PATCH", "POST", "PUT"];
export const isApiPath = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Makes the APIs answer the error catalogue's JSON for every path and method under their
 * prefixes: a known path asked with another method is 405 METHOD_NOT_ALLOWED with an Allow
 * header, an unknown path is 404 NOT_FOUND, instead of the shell's HTML page. Call it before the
 * services are registered (it watches their routes) and `register` the returned plugin after
 * them (it adds the answering routes once every API route is known).
 */
export function apiFallback(app: FastifyInstance) {
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook("onRoute", (route) => {
    if (!isApiPath(route.url) || route.config?.apiFallback) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const known = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const m of methods) known.add(m);
    if (known.has("GET")) known.add("HEAD");
    methodsByUrl.set(route.url, known);
  });
  return async function apiFallbackRoutes(scope: FastifyInstance) {
    for (const [url, known] of methodsByUrl) {
      const other = METHODS.filter((m) => !known.has(m));
      if (other.length === 0) continue;
      const allow = [...known].filter((m) => METHODS.includes(m as HTTPMethods)).join(", ");
      scope.route({
        method: other,
        url,
        schema: { hide: true },
        config: { apiFallback: true },
        handler: async (request, reply) => {
          reply.header("allow", allow);
          throw new AppError("METHOD_NOT_ALLOWED", `${request.method} is not allowed here; use ${allow}`);
        },
      });
    }
    for (const prefix of API_PREFIXES) {
      scope.route({
        method: [...METHODS, "OPTIONS"],
        url: `${prefix}*`,
        schema: { hide: true },
        config: { apiFallback: true },
        handler: async (request) => {
          throw new AppError("NOT_FOUND", `No route for ${request.method} ${request.url.split("?")[0]}`);
        },
      });
    }
  };
}
