/**
 * What every game page shares: the boot data, the texts, the provider API (bearer token, no
 * cookies: the frame is an opaque origin), the balance, the status line and the message to the site.
 */

import type { Boot } from "../page.ts";
import { format, TEXTS, type TextKey } from "../texts.ts";

export const boot = JSON.parse(document.getElementById("boot")?.textContent ?? "{}") as Boot;
const texts = TEXTS[boot.lang];
export const t = (key: TextKey, values?: Record<string, string | number>) => format(texts[key], values);

const money = new Intl.NumberFormat(boot.lang, { style: "currency", currency: boot.currency });
export const fmt = (minor: number) => money.format(minor / 100);

export function setBalance(minor: number): void {
  const out = document.getElementById("balance");
  if (!out) return;
  out.dataset.balance = String(minor);
  out.textContent = fmt(minor);
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly detail: { waitMs?: number; balance?: number },
  ) {
    super(code);
  }
}

export async function api<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${boot.api}${path}`, {
      method,
      credentials: "omit",
      headers: {
        authorization: `Bearer ${boot.token}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError("unavailable", {});
  }
  const json = (await res.json().catch(() => ({}))) as T & {
    error?: { code: string; waitMs?: number; balance?: number };
  };
  if (!res.ok) {
    const e = json.error ?? { code: "unavailable" };
    if (typeof e.balance === "number") setBalance(e.balance);
    throw new ApiError(e.code, e);
  }
  return json;
}

/** The message for an API error (wallet codes 100, 105, 106, 110… and the provider's own). */
export function errorText(err: unknown): string {
  const code = err instanceof ApiError ? err.code : "unavailable";
  const key = `err_${code}` as TextKey;
  return key in texts ? t(key) : t("err_unavailable");
}

/** A live status line (role=status) or an alert for errors. */
export function status(el: HTMLElement, text: string, kind: "info" | "win" | "error" = "info"): void {
  el.textContent = text;
  el.dataset.kind = kind;
  el.setAttribute("role", kind === "error" ? "alert" : "status");
}

/** Tells the site's frame a round ended, so it refreshes its session chrome (time, net position). */
export function roundEnded(): void {
  window.parent.postMessage({ source: "parlay-game", type: "round" }, "*");
}

export const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;
export const pause = (ms: number) => new Promise<void>((r) => setTimeout(r, reducedMotion() ? 0 : ms));

/** An element with attributes and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

/**
 * The minimum spin time on the page's side: the spin control stays disabled until `minSpinMs`
 * after the last round started (the server refuses earlier rounds anyway).
 */
export function spinGate(button: HTMLButtonElement) {
  let lastStart = Number.NEGATIVE_INFINITY;
  let busy = false;
  const refresh = () => {
    const wait = lastStart + boot.minSpinMs - Date.now();
    button.disabled = busy || wait > 0;
    if (!busy && wait > 0) setTimeout(refresh, wait);
  };
  return {
    start() {
      lastStart = Date.now();
      busy = true;
      refresh();
    },
    done(ok: boolean) {
      if (!ok) lastStart = Number.NEGATIVE_INFINITY;
      busy = false;
      refresh();
    },
  };
}
