import { fileURLToPath } from "node:url";
import { demoFromFeatures } from "@parlay/domain/casino-lobby";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import {
  defineRemoteApp,
  type RemoteApp,
  remoteAnswer,
  renderRemoteBody,
} from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import type { CasinoApi, CasinoPlayerApi } from "./api.ts";
import { Casino } from "./Casino.tsx";
import { loadCasinoPage } from "./data/page-data.ts";
import { casinoDictionary } from "./i18n/index.ts";
import type { CasinoProps } from "./props.ts";
import { matchCasinoRoute } from "./routes.ts";
import { pageSeo } from "./seo.ts";
import { CASINO_CSS } from "./styles.ts";

export const CASINO_APP_NAME = "casino";

const answer = remoteAnswer(CASINO_APP_NAME, CASINO_CSS);

const notExist = () =>
  answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);

/** Where the remote reads while it renders. */
export interface CasinoSources {
  /**
   * The catalogue: in the server's process its functions (apps/server/src/remotes/casino-data.ts),
   * as its own process the site's API (data/http-data.ts). Null: no checks, the frame only. A
   * function gets the render's context: the lists leave out the games blocked in `ctx.country`.
   */
  data?: CasinoApi | ((ctx: RemoteRenderContext) => CasinoApi) | null | undefined;
  /** The signed-in player a render grant names (their favourites, recently played), or null. */
  player?: ((ctx: RemoteRenderContext) => Promise<CasinoPlayerApi | null>) | null | undefined;
}

const signedInOf = (cookies: string) => /(?:^|;\s*)ua=[^;]+/.test(cookies);

/**
 * The primary remote of the casino routes (docs/casino.md "Lobby"): an unknown page, game or
 * provider is `not_exist` (the shell's 404), a game at another address than its canonical one
 * `moved` (the shell's 301); otherwise the page renders with its games, which travel in the props.
 */
export async function renderCasino(
  ctx: RemoteRenderContext,
  scriptsToLoad: string[],
  sources: CasinoSources = {},
): Promise<RenderAnswer> {
  const route = matchCasinoRoute(ctx.path);
  if (!route) return notExist();
  const query = new URLSearchParams(ctx.path.split("?")[1] ?? "");
  const q = (ctx.query.q ?? query.get("q") ?? "").slice(0, 100);
  const path = ctx.path;
  const player = sources.player ? await sources.player(ctx).catch(() => null) : null;
  let initial = {};
  const data = typeof sources.data === "function" ? sources.data(ctx) : sources.data;
  if (data && !ctx.forceSpa) {
    const loaded = await loadCasinoPage(route, { path, lang: ctx.lang, q }, data, player);
    if (loaded.kind === "not_exist") return notExist();
    if (loaded.kind === "moved")
      return answer(
        {
          title: "",
          body: "",
          head: headMeta({ robots: "noindex" }),
          status: "moved",
          location: loaded.path,
        },
        [],
      );
    initial = loaded.initial;
  }
  const t = casinoDictionary(ctx.lang);
  const props: CasinoProps = {
    lang: ctx.lang,
    basePath: ctx.basePath,
    path,
    route,
    q,
    signedIn: player !== null || signedInOf(ctx.cookies),
    siteDemo: demoFromFeatures(ctx.features),
    t,
    initial,
  };
  const seo = pageSeo(route, t, initial);
  return answer(
    {
      title: seo.heading ? `${seo.heading} — ${t.siteName}` : t.siteName,
      body: renderRemoteBody(<Casino {...props} />, props, { forceSpa: ctx.forceSpa }),
      head: headMeta(
        seo.index ? { description: seo.description } : { description: seo.description, robots: "noindex" },
      ),
      status: "ok",
    },
    scriptsToLoad,
  );
}

export function createCasinoRemote(sources: CasinoSources): RemoteApp {
  return defineRemoteApp({
    name: CASINO_APP_NAME,
    version: pkg.version,
    assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
    render: (ctx, built) => renderCasino(ctx, built.scriptsToLoad, sources),
  });
}

/** Without data: the frames only (markup tests, a remote with no site to ask). */
export const casinoRemote: RemoteApp = createCasinoRemote({});
