import { loadRemote } from "@parlay/remote-protocol";
import type { RemoteRenderInput, RemoteSlot, ShellServices } from "@parlay/shell/services";
import type { ServiceContext } from "../context.ts";
import { AppError } from "../http/errors.ts";
import { cookiesForRemotes } from "../remotes/forwarded-cookies.ts";
import type { RemoteSource } from "../remotes/remote-sources.ts";
import { configStoreFor, TtlCache } from "../services/config/index.ts";
import { sectionKey, seoStoreFor } from "../services/seo/index.ts";
import { findSport } from "../services/sportsbook/index.ts";

export const CONFIG_LOAD = { tries: 5, delayMs: 1000 } as const;

/** A remote on another process gets one quick try during SSR; the browser goes on retrying. */
const SSR_REMOTE_TIMEOUT_MS = 1500;

/** A render grant for the page's signed-in player, for one remote app; null for a guest. */
export type GrantIssuer = (appName: string) => Promise<string | null>;

/** The shell's services, and the same services for one signed-in player's page. */
export interface ServerShellServices extends ShellServices {
  /**
   * The services of one page render for a signed-in player: a remote that shows the player's own
   * data (RemoteSource.playerData) is asked with a render grant from `issue`, and only such a remote.
   * The plain services are a guest's: no remote gets a grant.
   */
  forPlayer(issue: GrantIssuer): ShellServices;
  /**
   * The services of one page render for a visitor: every remote is told their country (`country`,
   * as the site resolved it: mf-country), and, for a signed-in player, `issue` as in `forPlayer`.
   */
  forVisitor(visitor: { country: string | null; issue: GrantIssuer | null }): ShellServices;
}

export function createShellServices(
  ctx: ServiceContext,
  opts: {
    sources: RemoteSource[];
    importMap: ShellServices["importMap"];
    buildId: string;
    /** From the players secrets (ONE_TAP_CLIENT_ID); null or absent: one-tap is off. */
    oneTapClientId?: string | null;
  },
): ServerShellServices {
  const config = configStoreFor(ctx.db);
  const seo = seoStoreFor(ctx.db);
  const sources = new Map(opts.sources.map((s) => [s.appName, s]));
  // A sport's slug and id hardly ever change. A miss is not kept: the feed may add the sport later.
  const sportIds = new TtlCache<number | null>({
    minTtlMs: 600_000,
    maxTtlMs: 900_000,
    maxEntries: 1_000,
    now: Date.now,
    random: Math.random,
  });
  const services: ShellServices = {
    production: ctx.env.production,
    importMap: opts.importMap,
    buildId: opts.buildId,
    oneTapClientId: opts.oneTapClientId ?? null,
    async getSiteConfig(query) {
      // Config load: five tries at 1 s (spec 000 §8, §9) for a fault that may pass (the database);
      // an answer of the store (no config, invalid config) would only come again, 4 s later.
      for (let attempt = 1; ; attempt++) {
        try {
          return (await config.getAll(query)).data;
        } catch (err) {
          if (err instanceof AppError && err.code === "NO_SITE_CONFIG") return null;
          if (attempt >= CONFIG_LOAD.tries || err instanceof AppError) throw err;
          await new Promise((r) => setTimeout(r, CONFIG_LOAD.delayMs));
        }
      }
    },
    getSeoPage: ({ host, lang, stream, ...ids }) =>
      seo.getPage({ host, lang, stream, section: sectionKey(ids) }),
    async sportIdOf(slug) {
      const load = async () => (await findSport(ctx.db, slug))?.sport_id ?? null;
      return (await sportIds.getOrLoad(slug, load, (id) => id !== null)).value;
    },
    renderRemote: (input) => renderRemote(input, null, null),
  };
  return {
    ...services,
    forPlayer: (issue) => ({ ...services, renderRemote: (input) => renderRemote(input, issue, null) }),
    forVisitor: ({ country, issue }) => ({
      ...services,
      renderRemote: (input) => renderRemote(input, issue, country),
    }),
  };

  async function renderRemote(
    input: RemoteRenderInput,
    issue: GrantIssuer | null,
    country: string | null,
  ): Promise<RemoteSlot> {
    const source = sources.get(input.appName);
    if (!source) return { appName: input.appName, state: "error", error: "unknown remote" };
    const query = Object.fromEntries(new URLSearchParams(input.query));
    // No remote gets the player's credentials; one that shows their data gets a render grant.
    const cookies = cookiesForRemotes(input.cookies);
    const grant = source.playerData && issue ? ((await issue(input.appName)) ?? undefined) : undefined;
    if (source.kind === "local") {
      try {
        const answer = await source.app.render({
          appName: input.appName,
          path: input.path,
          query,
          lang: input.lang,
          dir: input.dir,
          basePath: `/${input.lang}`,
          device: "desktop",
          forceSpa: false,
          components: [],
          languages: input.languages,
          cookies,
          clock: input.clock,
          features: input.features,
          ...(grant ? { grant } : {}),
          ...(country ? { country } : {}),
        });
        return { appName: input.appName, state: "ready", answer };
      } catch (err) {
        return { appName: input.appName, state: "error", error: (err as Error).message };
      }
    }
    const result = await loadRemote(
      fetch,
      source.url,
      input.appName,
      {
        path: `${input.path}${input.query}`,
        lang: input.lang,
        dir: input.dir,
        languages: input.languages,
        cookies,
        clock: input.clock,
        features: input.features,
        grant,
        ...(country ? { country } : {}),
      },
      {
        policy: {
          name: "shell",
          maxAttempts: 1,
          initialDelayMs: 0,
          backoff: "fixed",
          giveUp: { buttonKey: "main_page_refresh_button" },
        },
        attemptTimeoutMs: SSR_REMOTE_TIMEOUT_MS,
      },
    );
    if (result.kind === "ready") return { appName: input.appName, state: "ready", answer: result.answer };
    if (result.kind === "not_exist" && result.answer)
      return { appName: input.appName, state: "ready", answer: result.answer };
    return {
      appName: input.appName,
      state: "error",
      error: result.kind === "error" ? result.error.message : "not_exist",
    };
  }
}
