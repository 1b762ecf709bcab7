import { fileURLToPath } from "node:url";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import { defineRemoteApp, type RemoteApp, renderRemoteBody } from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import { Office } from "./Office.tsx";
import { officeProps, officeRouteFor } from "./props.ts";
import { OFFICE_CSS } from "./styles.ts";

export const OFFICE_APP_NAME = "office";

function answer(
  fields: Pick<RenderAnswer, "title" | "body" | "head" | "status">,
  scripts: string[],
): RenderAnswer {
  return {
    appName: OFFICE_APP_NAME,
    style: OFFICE_CSS,
    cssToLoad: [],
    scriptsToLoad: scripts,
    codeToEval: "",
    ...fields,
  };
}

/**
 * The primary remote of the office routes: title, description, and whether the page exists. The
 * pages are a player's own data, so they are never indexed (robots noindex).
 */
export function renderOffice(ctx: RemoteRenderContext, scriptsToLoad: string[]): RenderAnswer {
  const route = officeRouteFor(ctx.path);
  if (!route)
    return answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);
  const props = officeProps(ctx, route);
  const { t } = props;
  return answer(
    {
      title: `${t.pages[route.page]} — ${t.office} — ${t.siteName}`,
      body: renderRemoteBody(<Office {...props} />, props, { forceSpa: ctx.forceSpa }),
      head: headMeta({ description: t.description, robots: "noindex" }),
      status: "ok",
    },
    scriptsToLoad,
  );
}

export const officeRemote: RemoteApp = defineRemoteApp({
  name: OFFICE_APP_NAME,
  version: pkg.version,
  assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
  render: (ctx, built) => renderOffice(ctx, built.scriptsToLoad),
});
