import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, screenshot, type startSite, startSiteWithFeed } from "./harness.ts";
import { LINE_READY, measureTransfer } from "./transfer-meter.ts";

/**
 * Transfer on the built site: pages, scripts, styles and JSON are sent brotli or gzip, hashed files
 * from their build-time copies and cached for a year, nothing else is; a cached guest page is
 * compressed per answer with its own nonce; the line page renders in Chromium.
 */

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;
const BR = { "accept-encoding": "gzip, deflate, br, zstd" };
const IMMUTABLE = "public, max-age=31536000, immutable";

beforeAll(async () => {
  site = await startSiteWithFeed();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/** The hashed scripts and styles the line page names in its HTML. */
async function linePageAssets() {
  const res = await site.app.inject({ url: "/en/line" });
  // React writes the inlined stylesheets' addresses together in one `data-href="a b"`: split them.
  const urls = [
    ...res.body.matchAll(/(?:href|src)="(\/(?:assets|_shared|mf\/[a-z]+\/assets)\/[^"]+)"/g),
  ].flatMap((m) => (m[1] as string).split(/\s+/));
  return [...new Set(urls)];
}

describe("transfer", () => {
  it("sends the line page as brotli or gzip with every security header and Vary", async () => {
    for (const [accept, encoding, decode] of [
      ["br, gzip", "br", brotliDecompressSync],
      ["gzip", "gzip", gunzipSync],
    ] as const) {
      const res = await site.app.inject({
        url: "/en/line",
        headers: { "accept-encoding": accept, cookie: "lng=en; x=1" },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(res.headers.vary).toContain("accept-encoding");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-frame-options"]).toBe("DENY");
      expect(res.headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
      const html = decode(res.rawPayload).toString();
      expect(html).toContain("</html>");
      expect(res.rawPayload.length).toBeLessThan(html.length / 3);
    }
    const plain = await site.app.inject({ url: "/en/line" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });

  it("serves a cached guest page compressed, each answer with its own nonce", async () => {
    const url = "/en/line/home";
    const answers = [];
    for (let i = 0; i < 2; i++) {
      const res = await site.app.inject({ url, headers: BR });
      const html = brotliDecompressSync(res.rawPayload).toString();
      const nonce = /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
      answers.push({ cache: res.headers["x-cache"], nonce, html });
    }
    expect(answers.map((a) => a.cache)).toEqual(["MISS", "HIT"]);
    expect(answers[0]?.nonce).not.toBe(answers[1]?.nonce);
    for (const a of answers) {
      // Every inline script carries this answer's nonce, none another one.
      const nonces = [...a.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([a.nonce]));
    }
  });

  it("sends hashed scripts and styles from their build-time copies, cached for a year", async () => {
    const assets = await linePageAssets();
    // The shell's entry and styles, the shared React and the remotes' entries.
    expect(assets.some((u) => u.startsWith("/assets/") && u.endsWith(".js"))).toBe(true);
    expect(assets.some((u) => u.endsWith(".css"))).toBe(true);
    expect(assets.some((u) => u.startsWith("/_shared/"))).toBe(true);
    expect(assets.some((u) => u.startsWith("/mf/betting/assets/"))).toBe(true);
    for (const url of assets) {
      const plain = await site.app.inject({ url });
      const br = await site.app.inject({ url, headers: BR });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers["cache-control"], url).toBe(IMMUTABLE);
      expect(br.headers["x-content-type-options"], url).toBe("nosniff");
      if (plain.rawPayload.length < 1024) continue;
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload), url).toBe(true);
      const gz = await site.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"], url).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload), url).toBe(true);
    }
  });

  it("modulepreloads the page's entry, the shared React and each remote's entry", async () => {
    const res = await site.app.inject({ url: "/en/line" });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    const preloads = [...head.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.some((u) => u?.includes("/assets/entry.client-"))).toBe(true);
    expect(preloads.some((u) => u?.startsWith("/_shared/react-dom-client-"))).toBe(true);
    expect(preloads.some((u) => u?.startsWith("/mf/header/assets/client-"))).toBe(true);
    expect(preloads.some((u) => u?.startsWith("/mf/betting/assets/client-"))).toBe(true);
    // The import map comes first: a preloaded module that imports "react" must resolve.
    expect(head.indexOf('type="importmap"')).toBeLessThan(head.indexOf('rel="modulepreload"'));
  });

  it("caches nothing for a year that keeps its name when its content changes", async () => {
    for (const url of [
      "/favicon.svg",
      "/_shared/importmap.json",
      "/mf/betting/manifest.json",
      "/version.json",
    ]) {
      const res = await site.app.inject({ url, headers: BR });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).not.toContain("immutable");
    }
  });

  it("sends JSON of the API compressed", async () => {
    const res = await site.app.inject({ url: "/web-api/sportsbook/teams?section=line", headers: BR });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).length).toBeGreaterThan(0);
  });

  it("renders the line page in Chromium with compressed transfer", async () => {
    const { resources, wire, decoded } = await measureTransfer(browser, `${site.base}/en/line`, LINE_READY);
    const text = resources.filter((r) => ["Document", "Script", "Stylesheet"].includes(r.type));
    expect(text.length).toBeGreaterThan(5);
    for (const r of text) if (r.decoded >= 1024) expect(r.encoding, r.url).toMatch(/^(br|gzip)$/);
    expect(wire).toBeLessThan(decoded / 3);
    console.log(
      `[measure] /en/line: ${resources.length} responses, ${wire} bytes on the wire, ${decoded} decoded`,
    );
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${site.base}/en/line`);
    await page.waitForFunction(LINE_READY, undefined, { timeout: 60_000 });
    await screenshot(page, "transfer-line");
    await page.context().close();
  });
});
