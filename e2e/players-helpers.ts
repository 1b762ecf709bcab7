import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  request,
} from "playwright-core";
import type { TestOidcProvider } from "../apps/server/src/services/social/testing-oidc.ts";
import { encodeField } from "../packages/domain/src/players/encoding.ts";
import type { startSite } from "./harness.ts";

/**
 * Helpers for the players browser tests. Each test gets its own client address (the site trusts
 * X-Forwarded-For from loopback, harness.ts) so the per-address captcha and rate-limit counters of one test never leak into
 * another; the dev mailbox (/dev/mailbox.json) gives the codes and links a player is sent.
 */

export type Site = Awaited<ReturnType<typeof startSite>>;

let lastIp = 0;
/** A fresh client address per call: 10.77.x.y. */
export function uniqueIp(): string {
  lastIp += 1;
  return `10.77.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
}

/** A UK mobile number nobody else in this run has: 77009 + 5 digits. */
export function uniqueUkNumber(): string {
  return `77009${String(Math.floor(Math.random() * 100_000)).padStart(5, "0")}`;
}

export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}@parlay.test`;
}

export async function playerPage(
  browser: Browser,
  opts: { ip?: string; locale?: string; width?: number; height?: number } = {},
): Promise<{ context: BrowserContext; page: Page; ip: string }> {
  const ip = opts.ip ?? uniqueIp();
  const context = await browser.newContext({
    locale: opts.locale ?? "en-US",
    viewport: { width: opts.width ?? 1366, height: opts.height ?? 900 },
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const page = await context.newPage();
  page.on("pageerror", (err) => console.error("page error:", err.message));
  return { context, page, ip };
}

interface MailItem {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  text: string;
}

/** Waits for a delivered message to `to` whose text matches, newer than `afterId`; the outbox worker runs every second. */
export async function waitForMail(
  site: Site,
  to: string,
  match: RegExp,
  opts: { afterId?: number; timeoutMs?: number } = {},
): Promise<MailItem & { match: RegExpExecArray }> {
  const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
  for (;;) {
    const res = await fetch(`${site.base}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: MailItem[] };
    for (const m of messages) {
      const found = match.exec(m.text);
      if (found && m.id > (opts.afterId ?? 0)) return { ...m, match: found };
    }
    if (Date.now() > deadline)
      throw new Error(`no message to ${to} matching ${match} (have ${messages.length})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function lastMailId(site: Site): Promise<number> {
  const res = await fetch(`${site.base}/dev/mailbox.json?limit=1`);
  const { messages } = (await res.json()) as { messages: MailItem[] };
  return messages[0]?.id ?? 0;
}

export const SIX_DIGITS = /\b(\d{6})\b/;

/** The server's API as one client address, with its own cookies and the CSRF header on every POST. */
export async function apiClient(site: Site, ip = uniqueIp()) {
  const ctx: APIRequestContext = await request.newContext({
    baseURL: site.base,
    extraHTTPHeaders: { "x-forwarded-for": ip },
  });
  const csrf = async () => {
    const state = await ctx.storageState();
    const cookie = state.cookies.find((c) => c.name === "csrf_token")?.value;
    if (cookie) return cookie;
    return ((await (await ctx.get("/web-api/csrf")).json()) as { csrfToken: string }).csrfToken;
  };
  const post = async <T>(path: string, data: Record<string, unknown>): Promise<T> => {
    const res = await ctx.post(path, { data, headers: { "x-csrf-token": await csrf() } });
    const body = (await res.json()) as T;
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${JSON.stringify(body)}`);
    return body;
  };
  return { ctx, ip, post, close: () => ctx.dispose() };
}

const COMMON = { currency: "EUR", country: "gb", age_confirmed: true, lng: "en" };

/** A full_reg account (e-mail and password); the API signs it in, which this client then forgets. */
export async function createEmailAccount(site: Site, email: string, password: string): Promise<number> {
  const api = await apiClient(site);
  const answer = await api.post<{ user_id: number }>("/web-api/auth/register/email", {
    ...COMMON,
    email,
    uPassword: encodeField(password),
    newsletter: false,
  });
  await api.close();
  return answer.user_id;
}

/** A phone_reg account: SMS code from the mailbox, then the registration with a chosen password. */
export async function createPhoneAccount(
  site: Site,
  number: string,
  password: string,
  opts: { smsTwoStep?: boolean } = {},
): Promise<number> {
  const api = await apiClient(site);
  const after = await lastMailId(site);
  await api.post("/web-api/auth/sms/send", { "phone-number": number, "phone-code": "+44" });
  const sms = await waitForMail(site, `+44${number}`, SIX_DIGITS, { afterId: after });
  const answer = await api.post<{ user_id: number }>("/web-api/auth/register/phone", {
    ...COMMON,
    "sms-code": sms.match[1],
    uPassword: encodeField(password),
  });
  if (opts.smsTwoStep)
    await api.post("/web-api/user/two-factor/sms/enable", { uPassword: encodeField(password) });
  await api.close();
  return answer.user_id;
}

/** The header remote says who is signed in: "My account" with the ua cookie, "Log in" without. */
export async function expectHeaderSignedIn(page: Page, signedIn: boolean): Promise<void> {
  const header = page.locator('[data-remote="header"]');
  const link = signedIn
    ? header.getByRole("link", { name: "My account" })
    : header.getByRole("link", { name: "Log in" });
  await link.waitFor({ timeout: 15_000 });
}

/** Waits until the shell and the header are hydrated, so clicks reach React handlers. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelector('[data-remote="header"]')?.getAttribute("data-remote-state") === "ready",
  );
}

/**
 * A stand-in for the identity provider's one-tap client (`google.accounts.id`), served on a local
 * port. Each load embeds a fresh ID token that the real OpenID provider `idp` signs for `identity`;
 * the server verifies it against the provider's discovery document and keys, as in production.
 */
export async function startIdentityClient(
  idp: TestOidcProvider,
  identity: { sub: string; email: string; name: string },
): Promise<{
  url: string;
  brokenUrl: string;
  setIdentity(next: typeof identity): void;
  close(): Promise<void>;
}> {
  let who = identity;
  const server: Server = createServer((req, res) => {
    if (req.url !== "/gsi/client") {
      res.writeHead(404).end();
      return;
    }
    void idp
      .idToken({ sub: who.sub, email: who.email, email_verified: true, name: who.name })
      .then((token) => {
        res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" });
        res.end(identityClientScript(token, who.name));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/gsi/client`,
    brokenUrl: `${base}/gsi/missing`,
    setIdentity: (next) => {
      who = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function identityClientScript(credential: string, name: string): string {
  return `(function () {
  var CREDENTIAL = ${JSON.stringify(credential)};
  var NAME = ${JSON.stringify(name)};
  var config = null;
  function choose() { if (config && config.callback) config.callback({ credential: CREDENTIAL, select_by: "user" }); }
  function button(text) {
    var b = document.createElement("button");
    b.type = "button";
    b.textContent = text;
    b.style.cssText = "font:600 14px system-ui;padding:10px 16px;border-radius:20px;border:1px solid #dadce0;background:#fff;color:#3c4043;cursor:pointer";
    return b;
  }
  window.google = { accounts: { id: {
    initialize: function (c) { config = c; },
    prompt: function () {
      var card = document.createElement("div");
      card.id = "test-idp-prompt";
      card.setAttribute("role", "dialog");
      card.setAttribute("aria-label", "Test identity provider");
      card.style.cssText = "position:fixed;top:84px;inset-inline-end:16px;z-index:1000;background:#fff;color:#202124;padding:16px;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.35);font:14px system-ui";
      var b = button("Continue as " + NAME);
      b.onclick = function () { card.remove(); choose(); };
      card.appendChild(b);
      document.body.appendChild(card);
    },
    renderButton: function (el) {
      var b = button("Sign in with Google");
      b.setAttribute("data-test-idp", "button");
      b.onclick = choose;
      el.appendChild(b);
    },
    cancel: function () { var c = document.getElementById("test-idp-prompt"); if (c) c.remove(); }
  } } };
})();`;
}
