import type { Browser } from "playwright-core";

export interface Transferred {
  url: string;
  type: string;
  encoding: string;
  /** Bytes on the wire, headers included (Chromium's encodedDataLength). */
  wire: number;
  /** Bytes of the body once decoded. */
  decoded: number;
}

/**
 * Loads `url` in a fresh browser context (empty cache), waits until `ready` holds, and returns
 * every response Chromium received with its bytes on the wire and decoded (DevTools protocol).
 */
export async function measureTransfer(
  browser: Browser,
  url: string,
  ready: () => boolean,
): Promise<{ resources: Transferred[]; wire: number; decoded: number }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  const byId = new Map<string, Transferred>();
  cdp.on("Network.responseReceived", (e) => {
    const headers = Object.fromEntries(
      Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    byId.set(e.requestId, {
      url: e.response.url,
      type: e.type ?? "Other",
      encoding: String(headers["content-encoding"] ?? ""),
      wire: 0,
      decoded: 0,
    });
  });
  cdp.on("Network.dataReceived", (e) => {
    const r = byId.get(e.requestId);
    if (r) r.decoded += e.dataLength;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = byId.get(e.requestId);
    if (r) r.wire = e.encodedDataLength;
  });
  await page.goto(url);
  await page.waitForFunction(ready, undefined, { timeout: 60_000 });
  // Late requests the page starts after it is ready (data after hydration) count too.
  await page.waitForLoadState("networkidle");
  const resources = [...byId.values()].filter((r) => r.url.startsWith("http"));
  await context.close();
  return {
    resources,
    wire: resources.reduce((n, r) => n + r.wire, 0),
    decoded: resources.reduce((n, r) => n + r.decoded, 0),
  };
}

/** The line page is ready when the betting remote has hydrated and shows odds. */
export const LINE_READY = () =>
  document.querySelector('[data-remote="betting"]')?.getAttribute("data-remote-state") === "ready" &&
  !!document.querySelector('[data-remote="betting"] .pb-odds');
