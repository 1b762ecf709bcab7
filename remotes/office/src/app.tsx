import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { headMeta, type RemoteRenderContext, type RenderAnswer } from "@parlay/remote-protocol";
import {
  defineRemoteApp,
  type RemoteApp,
  remoteAnswer,
  renderRemoteBody,
} from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import type { OfficeDataSource } from "./data/office-data.ts";
import { loadOfficePage } from "./data/page-data.ts";
import { Office } from "./Office.tsx";
import { officeProps, officeRouteFor, todayOf } from "./props.ts";
import { OFFICE_CSS } from "./styles.ts";

export const OFFICE_APP_NAME = "office";

const answer = remoteAnswer(OFFICE_APP_NAME, OFFICE_CSS);

/**
 * The primary remote of the office routes: title, description, and whether the page exists. The
 * pages are a player's own data, so they are never indexed (robots noindex). With `data` (the
 * signed-in player's, from the render grant) the page renders with what it shows first — the list
 * with the URL's filters, the balance, the accounts — and that data travels in the props, so the
 * browser hydrates without asking again; a guest gets the frame.
 */
export async function renderOffice(
  ctx: RemoteRenderContext,
  scriptsToLoad: string[],
  data: OfficeDataSource | null = null,
  now: () => Date = () => new Date(),
): Promise<RenderAnswer> {
  const route = officeRouteFor(ctx.path);
  if (!route)
    return answer({ title: "", body: "", head: headMeta({ robots: "noindex" }), status: "not_exist" }, []);
  const at = now();
  const player = data ? await data(ctx).catch(() => null) : null;
  const initial = player ? await loadOfficePage(route, ctx.query, todayOf(at), player, ctx.lang) : {};
  const props = officeProps(ctx, route, at, initial);
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

/**
 * The office remote reading the player's data from `data`: the server's in-process client in the
 * site's process, `httpOfficeDataSource(SITE_ORIGIN)` as its own process, null for frames only.
 */
export function createOfficeRemote(opts: { data: OfficeDataSource | null; now?: () => Date }): RemoteApp {
  return defineRemoteApp({
    name: OFFICE_APP_NAME,
    version: pkg.version,
    // A path from the module's own file name (not `new URL`), so a DOM test environment can load it too.
    assetsDir: join(dirname(fileURLToPath(import.meta.url)), "..", "dist", "client"),
    render: (ctx, built) => renderOffice(ctx, built.scriptsToLoad, opts.data, opts.now),
  });
}

/** Without data: every page is its frame (markup tests, a remote with no site to ask). */
export const officeRemote: RemoteApp = createOfficeRemote({ data: null });
