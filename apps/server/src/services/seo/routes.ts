import { seoPageData } from "@parlay/domain/config";
import type { FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Service } from "../../context.ts";
import type { SharedRedis } from "../../deployment.ts";
import { AppError } from "../../http/errors.ts";
import { casinoSitemapPaths } from "../casino/index.ts";
import { type ConfigStore, configStoreFor, requestHost, shareInvalidations } from "../config/index.ts";
import { buildRobots } from "./robots.ts";
import { sectionKey, seoPageQuery } from "./schemas.ts";
import { buildSitemap } from "./sitemap.ts";
import { type SeoStore, seoStoreFor } from "./store.ts";

/** SEO answers change when operators edit them, which is rare: let browsers and CDNs keep them. */
const SEO_MAX_AGE_SECONDS = 600;

export interface SeoServiceOptions {
  seoStore?: SeoStore;
  configStore?: ConfigStore;
  /** The site's Redis (deployment.ts): SEO edits in the back office reach every process at once. */
  sharedRedis?: SharedRedis | undefined;
}

function origin(request: FastifyRequest, host: string): string {
  return `${request.protocol}://${host}`;
}

/** GET /bff-api/seo/page, /robots.txt and /sitemap.xml. */
export function createSeoService(options: SeoServiceOptions = {}): Service {
  return async (fastify, ctx) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const seo = options.seoStore ?? seoStoreFor(ctx.db, { logger: app.log });
    const config = options.configStore ?? configStoreFor(ctx.db, { logger: app.log });
    if (options.sharedRedis) {
      const sync = await shareInvalidations(seo, options.sharedRedis, { logger: app.log, topic: "seo" });
      app.addHook("onClose", () => sync.close());
    }

    app.get(
      "/bff-api/seo/page",
      {
        schema: {
          description: "SEO page data (title, description, robots, metas, canonical) after fallbacks.",
          tags: ["seo"],
          querystring: seoPageQuery,
          response: { 200: seoPageData },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const page = await seo.getPage({
          host: q.domain ?? requestHost(request, ctx),
          lang: q.language,
          stream: q.stream,
          section: sectionKey(q),
        });
        if (!page) throw new AppError("NOT_FOUND", `No SEO page data for stream "${q.stream}" on this site`);
        reply.header("cache-control", `public, max-age=${SEO_MAX_AGE_SECONDS}`);
        return page;
      },
    );

    app.get("/robots.txt", { schema: { hide: true } }, async (request, reply) => {
      const host = requestHost(request, ctx);
      let indexable = true;
      try {
        const { data } = await config.getGroups({ host, groups: ["b.core"] });
        indexable = !data["b.core"].isVipDomain;
      } catch (err) {
        // A domain we do not serve must not be indexed; any other failure is ours (500).
        if (!(err instanceof AppError && err.code === "NO_SITE_CONFIG")) throw err;
        indexable = false;
      }
      reply
        .type("text/plain; charset=utf-8")
        .header("cache-control", `public, max-age=${SEO_MAX_AGE_SECONDS}`);
      return buildRobots({ origin: origin(request, host), indexable });
    });

    app.get("/sitemap.xml", { schema: { hide: true } }, async (request, reply) => {
      const host = requestHost(request, ctx);
      const [{ data, maxAge }, casinoPages] = await Promise.all([
        config.getGroups({ host, groups: ["b.core", "d.core", "d.modules"] }),
        casinoSitemapPaths(ctx.db),
      ]);
      const core = data["b.core"];
      reply.type("application/xml; charset=utf-8").header("cache-control", `public, max-age=${maxAge}`);
      return buildSitemap({
        origin: origin(request, host),
        languages: core.languages.filter((l) => !l.hidden && !l.authOnly).map((l) => l.code),
        defaultLng: core.lng,
        availableRoutes: data["d.modules"].availableRoutes,
        paymentOnlyAuth: data["d.core"].isShowPaymentPageOnlyAuth,
        // Every listed casino game's page and every provider's page (issue 18).
        pages: casinoPages,
      });
    });
  };
}

/** The SEO routes over the database's shared stores. */
export const seoService: Service = createSeoService();
