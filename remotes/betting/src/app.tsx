import { fileURLToPath } from "node:url";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import { defineRemoteApp, type RemoteApp, renderRemoteBody } from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import { Betting } from "./Betting.tsx";
import { resolveWith } from "./canonical.ts";
import type { SportsbookDirectory } from "./directory.ts";
import { bettingProps } from "./props.ts";
import { matchBettingRoute } from "./routes.ts";
import { pageSeo } from "./seo.ts";
import { BETTING_CSS } from "./styles.ts";

export const BETTING_APP_NAME = "betting";

function answer(
  fields: Pick<RenderAnswer, "title" | "body" | "head" | "status" | "location">,
  scripts: string[],
): RenderAnswer {
  return {
    appName: BETTING_APP_NAME,
    style: BETTING_CSS,
    cssToLoad: [],
    scriptsToLoad: scripts,
    codeToEval: "",
    ...fields,
  };
}

const notExist = () =>
  answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);

/**
 * The primary remote of the sportsbook routes. It renders the frame (tabs, headings, a loading notice)
 * with the route in props; the client loads the odds. Before that it asks the sportsbook's directory
 * whether the page's sport, championship, game or team exists: an unknown one is `not_exist` (the
 * shell's 404) and a non-canonical address `moved` (the shell's 301).
 */
export async function renderBetting(
  ctx: RemoteRenderContext,
  scriptsToLoad: string[],
  directory: SportsbookDirectory | null = null,
): Promise<RenderAnswer> {
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
  const props = bettingProps(ctx, route, resolution.names);
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
 * The betting remote asking `directory` (the server's in-process lookup, or `httpDirectory` at the
 * site's origin for a remote running as its own process).
 */
export function createBettingRemote(opts: { directory: SportsbookDirectory | null }): RemoteApp {
  return defineRemoteApp({
    name: BETTING_APP_NAME,
    version: pkg.version,
    assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
    render: (ctx, built) => renderBetting(ctx, built.scriptsToLoad, opts.directory),
  });
}

/** Without a directory: no existence checks (markup tests, a remote with no site to ask). */
export const bettingRemote: RemoteApp = createBettingRemote({ directory: null });
