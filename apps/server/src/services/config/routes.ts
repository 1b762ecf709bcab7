import { type ConfigGroupName, type ConfigGroups, siteConfig } from "@parlay/domain/config";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Service, ServiceContext } from "../../context.ts";
import type { SharedRedis } from "../../deployment.ts";
import { shareInvalidations } from "./invalidation.ts";
import { allQuery, countryHeaders, groupsAnswer, groupsQuery } from "./schemas.ts";
import { type ConfigStore, configStoreFor, normaliseGroups } from "./store.ts";

/** The request host, or the configured default when a request carries none (tests, CLI). */
export function requestHost(request: FastifyRequest, ctx: ServiceContext): string {
  return request.host || ctx.env.defaultHost;
}

/** The site config's `d.modules` as served for one request. */
export type SiteModules = ConfigGroups["d.modules"];

/**
 * One group of the site config for the request's site (by host) and the visitor's country (the site's
 * resolved one, `ctx.countryOf`; X-Country-Code where the context has none): the one way a service
 * reads the config of the site a request came to.
 */
export function siteGroup<G extends ConfigGroupName>(
  ctx: ServiceContext,
  group: G,
): (request: FastifyRequest) => Promise<ConfigGroups[G]> {
  const store = configStoreFor(ctx.db);
  return async (request) => {
    const header = request.headers["x-country-code"];
    // The site's own answer where it has one: a visitor must not pick the rules of another country
    // (UK demo play only after age verification) by sending a header.
    const country = ctx.countryOf
      ? ((await ctx.countryOf(request)) ?? undefined)
      : typeof header === "string" && /^[A-Za-z]{2}$/.test(header)
        ? header
        : undefined;
    const { data } = await store.getGroups({
      host: requestHost(request, ctx),
      ...(country ? { country } : {}),
      groups: [group],
    });
    return data[group];
  };
}

/** `d.modules` of the request's site and country. */
export function siteModules(ctx: ServiceContext): (request: FastifyRequest) => Promise<SiteModules> {
  return siteGroup(ctx, "d.modules");
}

/** Public caching for exactly as long as the server's own entry lives, per country. */
function cacheFor(reply: FastifyReply, maxAge: number): void {
  reply.header("cache-control", `public, max-age=${maxAge}`);
  reply.header("vary", "x-country-code");
}

export interface ConfigServiceOptions {
  /** A store to use instead of the database's shared one (tests inject clocks through it). */
  store?: ConfigStore;
  /** The site's Redis (deployment.ts): config writes invalidate the caches of every process. */
  sharedRedis?: SharedRedis | undefined;
}

/** GET /bff-api/config/all.json and /bff-api/config/group/get (spec 000 §7). */
export function createConfigService(options: ConfigServiceOptions = {}): Service {
  return async (fastify, ctx) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const store = options.store ?? configStoreFor(ctx.db, { logger: app.log });
    if (options.sharedRedis) {
      const shared = await shareInvalidations(store, options.sharedRedis, { logger: app.log });
      app.addHook("onClose", () => shared.close());
    }

    app.get(
      "/bff-api/config/all.json",
      {
        schema: {
          description: "The flat site config for the request's domain, country and language.",
          tags: ["config"],
          querystring: allQuery,
          headers: countryHeaders,
          response: { 200: siteConfig },
        },
      },
      async (request, reply) => {
        const { data, maxAge } = await store.getAll({
          host: requestHost(request, ctx),
          country: request.headers["x-country-code"],
          lang: request.query.lang,
        });
        cacheFor(reply, maxAge);
        return data;
      },
    );

    app.get(
      "/bff-api/config/group/get",
      {
        schema: {
          description: "Only the named config groups (comma-separated), keyed by group name.",
          tags: ["config"],
          querystring: groupsQuery,
          headers: countryHeaders,
          response: { 200: groupsAnswer },
        },
      },
      async (request, reply) => {
        // Unknown names answer 400 UNKNOWN_CONFIG_GROUP naming the group.
        const groups = normaliseGroups(
          request.query.groups
            .split(",")
            .map((g) => g.trim())
            .filter((g) => g !== ""),
        );
        const { data, maxAge } = await store.getGroups({
          host: requestHost(request, ctx),
          country: request.headers["x-country-code"],
          lang: request.query.lang,
          groups,
        });
        cacheFor(reply, maxAge);
        return data;
      },
    );
  };
}

/** The config routes over the database's shared store. */
export const configService: Service = createConfigService();
