import { fileURLToPath } from "node:url";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import {
  defineRemoteApp,
  type RemoteApp,
  remoteAnswer,
  renderRemoteBody,
} from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import { infoContent } from "./content/index.ts";
import { InfoPage } from "./InfoPage.tsx";
import { matchInfoRoute } from "./routes.ts";
import { INFO_CSS } from "./styles.ts";
import { infoView } from "./view.ts";

export const INFO_APP_NAME = "info";

const answer = remoteAnswer(INFO_APP_NAME, INFO_CSS);

/**
 * The primary remote of the information routes: it decides the page's title, description and whether
 * it exists (status not_exist → the shell's 404 page).
 */
export function renderInfo(ctx: RemoteRenderContext, scriptsToLoad: string[]): RenderAnswer {
  const route = matchInfoRoute(ctx.path);
  const view = route && infoView(infoContent(ctx.lang), route, ctx.basePath);
  if (!view) {
    // No body, no scripts: the shell renders its own 404 page and must not hydrate anything here.
    return answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);
  }
  return answer(
    {
      title: view.title,
      body: renderRemoteBody(<InfoPage {...view.props} />, view.props, { forceSpa: ctx.forceSpa }),
      head: headMeta({ description: view.description }),
      status: "ok",
    },
    scriptsToLoad,
  );
}

export const infoRemote: RemoteApp = defineRemoteApp({
  name: INFO_APP_NAME,
  version: pkg.version,
  assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
  render: (ctx, built) => renderInfo(ctx, built.scriptsToLoad),
});
