import { fileURLToPath } from "node:url";
import type { RemoteRenderContext, RenderAnswer } from "@parlay/remote-protocol";
import { defineRemoteApp, type RemoteApp, renderRemoteBody } from "@parlay/remote-protocol/server";
import pkg from "../package.json" with { type: "json" };
import { Header, type HeaderProps } from "./Header.tsx";
import { headerDictionary } from "./i18n/index.ts";
import { currentSection, hasSessionCookie, languageLinks, querySuffix } from "./nav.ts";
import { HEADER_CSS } from "./styles.ts";

export const HEADER_APP_NAME = "header";

export function headerProps(ctx: RemoteRenderContext): HeaderProps {
  const languages = ctx.languages.includes(ctx.lang) ? ctx.languages : [ctx.lang, ...ctx.languages];
  return {
    lang: ctx.lang,
    basePath: ctx.basePath,
    section: currentSection(ctx.path),
    languages: languageLinks(languages, ctx.path, querySuffix(ctx.query)),
    loggedIn: hasSessionCookie(ctx.cookies),
    registrationOpen: ctx.features.includes("registration"),
    t: headerDictionary(ctx.lang),
  };
}

/** The header is a remote component: it has no title or head of its own, the page's primary remote does. */
export function renderHeader(ctx: RemoteRenderContext, scriptsToLoad: string[]): RenderAnswer {
  const props = headerProps(ctx);
  return {
    appName: HEADER_APP_NAME,
    title: "",
    body: renderRemoteBody(<Header {...props} />, props, { forceSpa: ctx.forceSpa }),
    style: HEADER_CSS,
    cssToLoad: [],
    scriptsToLoad,
    codeToEval: "",
    head: "",
    status: "ok",
  };
}

export const headerRemote: RemoteApp = defineRemoteApp({
  name: HEADER_APP_NAME,
  version: pkg.version,
  assetsDir: fileURLToPath(new URL("../dist/client/", import.meta.url)),
  render: (ctx, built) => renderHeader(ctx, built.scriptsToLoad),
});
