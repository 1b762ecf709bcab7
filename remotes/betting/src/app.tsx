import { fileURLToPath } from "node:url";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import {
  defineRemoteApp,
  type RemoteApp,
  remoteAnswer,
  renderRemoteBody,
} from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import type { SportsbookApi } from "./api.ts";
import { Betting } from "./Betting.tsx";
import { resolveWith } from "./canonical.ts";
import { loadBettingPage } from "./data/page-data.ts";
import type { SportsbookDirectory } from "./directory.ts";
import { bettingProps } from "./props.ts";
import { matchBettingRoute } from "./routes.ts";
import { pageSeo } from "./seo.ts";
import { BETTING_CSS } from "./styles.ts";

export const BETTING_APP_NAME = "betting";

const answer = remoteAnswer(BETTING_APP_NAME, BETTING_CSS);

const notExist = () =>
  answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);

/** Where the remote asks while it renders; null for either: no check, or the frame without data. */
export interface BettingSources {
  directory: SportsbookDirectory | null;
  /**
   * The sportsbook's reads: in the server's process its functions (apps/server/src/remotes/
   * betting-data.ts), as its own process the site's API over HTTP (data/http-data.ts).
   */
  data?: SportsbookApi | null | undefined;
}

/**
 * The primary remote of the sportsbook routes. It asks the sportsbook's directory whether the page's
 * sport, championship, game or team exists (an unknown one is `not_exist`, the shell's 404; a
 * non-canonical address `moved`, the shell's 301), then reads what the page shows first
 * (data/page-data.ts) and renders it; that data travels in the props, so the client hydrates
 * without loading it again and then follows the live push. Without data it renders the frame and
 * the client loads the odds.
 */
export async function renderBetting(
  ctx: RemoteRenderContext,
  scriptsToLoad: string[],
  sources: BettingSources = { directory: null },
): Promise<RenderAnswer> {
  const { directory, data } = sources;
  const route = matchBettingRoute(ctx.path);
  if (!route) return notExist();
  const resolution = await resolveWith(directory, route, ctx.path);
  if (resolution.kind === "not_exist") return notExist();
  if (resolution.kind === "moved")
    return answer(
      {
        title: "",
        body: "",
        head: headMeta({ robots: "noindex" }),
        status: "moved",
        location: resolution.path,
      },
      [],
    );
  const base = bettingProps(ctx, route, resolution.names);
  // force-spa renders no markup, so the client loads its data itself.
  const initial = data && !ctx.forceSpa ? await loadBettingPage(base, data) : {};
  const props = { ...base, initial };
  const { t } = props;
  const seo = pageSeo(props.route, t, props.names);
  return answer(
    {
      title: `${seo.title} — ${t.siteName}`,
      body: renderRemoteBody(<Betting {...props} />, props, { forceSpa: ctx.forceSpa }),
      head: headMeta(
        seo.index ? { description: seo.description } : { description: seo.description, robots: "noindex" },
      ),
      status: "ok",
    },
    scriptsToLoad,
  );
}

/**
 * The betting remote asking `directory` and reading `data` (the server's in-process functions, or
 * `httpDirectory` and `httpSportsbookApi` at the site's origin for a remote in its own process).
 */
export function createBettingRemote(opts: BettingSources): RemoteApp {
  return defineRemoteApp({
    name: BETTING_APP_NAME,
    version: pkg.version,
    assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
    render: (ctx, built) => renderBetting(ctx, built.scriptsToLoad, opts),
  });
}

/** Without a directory: no existence checks (markup tests, a remote with no site to ask). */
export const bettingRemote: RemoteApp = createBettingRemote({ directory: null });
