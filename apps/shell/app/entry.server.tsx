import { readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { StylesheetTextContext } from "./chrome/inline-styles.tsx";
import { NonceContext } from "./nonce.tsx";

export const streamTimeout = 5_000;

/** The client build next to this server build (apps/shell/build/{server,client}). */
const CLIENT_DIR = new URL("../client/", import.meta.url);
const stylesheets = new Map<string, string>();

/** A built stylesheet's text by its URL (the manifest's `/assets/…css`), read once per process. */
function stylesheetText(href: string): string {
  let text = stylesheets.get(href);
  if (text === undefined) {
    if (!/^\/assets\/[\w.-]+\.css$/.test(href)) throw new Error(`not a built stylesheet: ${href}`);
    text = readFileSync(new URL(`.${href}`, CLIENT_DIR), "utf8");
    stylesheets.set(href, text);
  }
  return text;
}

/**
 * Streams the shell's HTML. Crawlers wait for the whole document so they read every title,
 * description and link without JavaScript; people get the shell as soon as it is ready.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.nonce}>
        <StylesheetTextContext.Provider value={stylesheetText}>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        // React's own inline scripts (the import map, streamed Suspense boundaries) carry it too.
        nonce: loadContext.nonce,
        // React writes the import map at the top of <head>, before the modulepreload links it hoists
        // there: a map parsed after a module that imports "react" leaves that module unresolvable
        // (a warm-cache reload then never hydrates).
        importMap: loadContext.services.importMap ?? undefined,
        // Every Suspense boundary ready when the shell is (the page's data is loaded before it
        // renders) is written in place. With React's default (12.8 kB), a page whose head alone is
        // past it has its ready boundaries moved to the end of the document and swapped in by script:
        // the cookie banner then painted last, after the whole list (docs/benchmarks.md).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
