import type { RemoteRenderContext } from "../context.ts";

/**
 * A render context as the render endpoint would build it, for remote apps' tests: a desktop guest
 * in the given language (right to left for Arabic) on a site offering en, ru and ar.
 */
export function renderContext(
  appName: string,
  path: string,
  overrides: Partial<RemoteRenderContext> = {},
): RemoteRenderContext {
  const lang = overrides.lang ?? "en";
  return {
    appName,
    path,
    query: {},
    lang,
    dir: lang === "ar" ? "rtl" : "ltr",
    basePath: `/${lang}`,
    device: "desktop",
    forceSpa: false,
    components: [],
    languages: ["en", "ru", "ar"],
    cookies: "",
    clock: "24h",
    features: ["registration"],
    ...overrides,
  };
}
