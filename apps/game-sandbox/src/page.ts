/**
 * The game page the site frames: one HTML document with its own strict CSP. Its script and style are
 * inline with a per-answer nonce (no 'self': the page runs in an opaque origin); it may call only the
 * provider's API origin; only the site may frame it. The data the script starts from (the provider
 * session token, the balance, the texts' language) is a JSON data block, never executed.
 */
import { randomBytes } from "node:crypto";
import { SANDBOX_GAMES, type SandboxGame } from "./catalogue.ts";
import { dirOf, type Lang, TEXTS } from "./texts.ts";

export interface Boot {
  game: SandboxGame["code"];
  lang: Lang;
  token: string;
  api: string;
  balance: number;
  currency: string;
  minSpinMs: number;
  /** Demo play: virtual money, labelled "Demo" on the page. */
  demo: boolean;
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

/** JSON safe inside a <script> element (no "</script>", no HTML comment openers). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

export const newNonce = () => randomBytes(16).toString("base64");

export function pageCsp(nonce: string, apiOrigin: string | null, frameAncestors: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    `connect-src ${apiOrigin ?? "'self'"}`,
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join("; ");
}

export function gamePage(boot: Boot, nonce: string, script: string, style: string): string {
  const game = SANDBOX_GAMES.find((g) => g.code === boot.game);
  const t = TEXTS[boot.lang];
  const money = new Intl.NumberFormat(boot.lang, { style: "currency", currency: boot.currency }).format(
    boot.balance / 100,
  );
  return `<!doctype html><html lang="${boot.lang}" dir="${dirOf(boot.lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(game?.name ?? "Parlay Games")}</title><style nonce="${nonce}">${style}</style></head>
<body data-game="${boot.game}"${boot.demo ? ' data-demo="1"' : ""}><header class="bar"><h1>${escapeHtml(game?.name ?? "")}</h1>
${boot.demo ? `<p class="demo-badge" title="${escapeHtml(t.demoNote)}"><strong>${escapeHtml(t.demo)}</strong> <span>${escapeHtml(t.demoNote)}</span></p>` : ""}
<p class="balance">${escapeHtml(boot.demo ? t.demoBalance : t.balance)}: <output id="balance" data-balance="${boot.balance}" aria-live="polite">${escapeHtml(money)}</output></p></header>
<main id="game" aria-describedby="rules"></main>
<p id="rules" class="rules">${escapeHtml(game?.rules[boot.lang] ?? "")}</p>
<script type="application/json" id="boot">${scriptJson(boot)}</script>
<script nonce="${nonce}">${script}</script></body></html>`;
}

export function errorPage(lang: Lang, nonce: string, style: string): string {
  const t = TEXTS[lang];
  return `<!doctype html><html lang="${lang}" dir="${dirOf(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.launchFailed)}</title>
<style nonce="${nonce}">${style}</style></head><body><main class="message" role="alert"><h1>${escapeHtml(t.launchFailed)}</h1>
<p>${escapeHtml(t.launchFailedText)}</p></main></body></html>`;
}
