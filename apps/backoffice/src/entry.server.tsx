import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { App } from "./app.tsx";

export interface RenderAssets {
  /** Hashed file names under /backoffice/assets/. */
  script: string;
  style: string;
}

const escapeAttr = (s: string) => s.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page for `url` (path under /backoffice, e.g. `/players?q=1`), its scripts carrying this
 * answer's CSP nonce. The router is given the full address: with its basename it must see the same
 * location the browser's router does, else it renders nothing and hydration fails (React #418).
 */
export function render(url: string, nonce: string, assets: RenderAssets): string {
  const body = renderToString(
    <StaticRouter basename="/backoffice" location={`/backoffice${url}`}>
      <App />
    </StaticRouter>,
  );
  const n = escapeAttr(nonce);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow"><title>Parlay back office</title><link rel="stylesheet" href="/backoffice/assets/${escapeAttr(assets.style)}"><script type="module" nonce="${n}" src="/backoffice/assets/${escapeAttr(assets.script)}"></script></head><body><div id="root">${body}</div></body></html>`;
}
