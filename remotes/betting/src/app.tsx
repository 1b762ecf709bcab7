import { fileURLToPath } from "node:url";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import { defineRemoteApp, type RemoteApp, renderRemoteBody } from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import { Betting } from "./Betting.tsx";
import { bettingProps } from "./props.ts";
import { matchBettingRoute } from "./routes.ts";
import { pageSeo } from "./seo.ts";
import { BETTING_CSS } from "./styles.ts";

export const BETTING_APP_NAME = "betting";

function answer(
  fields: Pick<RenderAnswer, "title" | "body" | "head" | "status">,
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

/**
 * The primary remote of the sportsbook routes. It has no origin to call, so it renders the frame
 * (tabs, headings, a loading notice) with the route in props; the client loads the odds.
 */
export function renderBetting(ctx: RemoteRenderContext, scriptsToLoad: string[]): RenderAnswer {
  const route = matchBettingRoute(ctx.path);
  if (!route)
    return answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);
  const props = bettingProps(ctx, route);
  const { t } = props;
  const seo = pageSeo(props.route, t);
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

export const bettingRemote: RemoteApp = defineRemoteApp({
  name: BETTING_APP_NAME,
  version: pkg.version,
  assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
  render: (ctx, built) => renderBetting(ctx, built.scriptsToLoad),
});
