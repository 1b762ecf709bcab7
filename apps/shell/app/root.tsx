import { direction, isLangCode } from "@parlay/domain/language";
import { oneTapScriptUrl } from "@parlay/web/server";
import { preloadModule } from "react-dom";
import {
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ChunkReload, isChunkLoadError } from "./chrome/chunk-reload.tsx";
import { InlineStyles } from "./chrome/inline-styles.tsx";
import { dictionaryOf } from "./i18n.server.ts";
import { I18nProvider } from "./i18n.tsx";
import { useNonce } from "./nonce.tsx";
import { FallbackPage } from "./views/fallback.tsx";
import "./styles.css";

/** Language and direction come from the URL so even an error page has the right <html lang dir>. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split("/")[1];
  const lng = isLangCode(segment) ? segment : "en";
  return {
    lng,
    dir: direction(lng),
    // The shell's texts in this language only; the browser bundle carries no dictionary.
    dict: dictionaryOf(lng),
    buildId: context.services.buildId,
    // The one-tap provider's client script (configurable: ONE_TAP_SCRIPT_URL).
    oneTapScriptUrl: oneTapScriptUrl(),
    // The shared React every entry imports first (through the import map), preloaded with them.
    sharedModules: Object.values(context.services.importMap?.imports ?? {}),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const lng = data?.lng ?? "en";
  const nonce = useNonce();
  for (const href of data?.sharedModules ?? [])
    preloadModule(href, { as: "script", ...(nonce ? { nonce } : {}) });
  return (
    <html lang={lng} dir={data?.dir ?? "ltr"} data-build={data?.buildId}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <InlineStyles />
      </head>
      <body>
        <I18nProvider lng={lng} dict={data?.dict}>
          {children}
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The root's data (language, dictionary) changes only with the URL's language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1];
}

export default function App() {
  return <Outlet />;
}

/** The last line of defence: a page with a link home, whatever failed below. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkReload />;
  return <FallbackPage />;
}
