import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, ROOT, screenshot, startSite, startSiteWithFeed } from "./harness.ts";

/**
 * Issue 14 #5: the sportsbook pages arrive with their games in the HTML, in every language, whether
 * the betting remote renders in the server's process (in-process reads) or as its own process
 * (REMOTE_BETTING_URL, the public routes over HTTP); the browser hydrates from the data in the page
 * without fetching it again, then follows the live push, with no layout shift.
 */

interface ApiGame {
  gameId: number;
  sportId: number;
  champId: number;
  slug: string;
  opponents: [string, string];
  markets: { name: string; outcomes: { coef: number }[] }[];
}
interface ApiChamp {
  champId: number;
  slug: string;
  sportId: number;
  sportSlug: string;
  cyberType: string | null;
}

let site: Awaited<ReturnType<typeof startSite>>;
let browser: Browser;

const api = async <T>(base: string, path: string): Promise<T> => {
  const res = await fetch(`${base}/web-api/sportsbook${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

/** The betting remote's part of a page's HTML, as curl gets it. */
async function bettingHtml(base: string, path: string): Promise<string> {
  const res = await fetch(`${base}${path}`, { redirect: "manual" });
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const start = html.indexOf('data-remote="betting"');
  expect(start, `${path} has the betting remote`).toBeGreaterThan(0);
  return html.slice(start);
}

/** Odds as the list writes them (decimal, 3 digits: 2465 → "2.465"). */
const coefText = (coef: number) => (coef / 1000).toFixed(3);

/** Every sportsbook page of the issue, with what its HTML must show, from the catalogue's own answers. */
async function pagesOf(base: string) {
  const line = await api<{ games: ApiGame[] }>(base, "/games?section=line&limit=20");
  const live = await api<ApiGame[]>(base, "/live");
  const champs = await api<ApiChamp[]>(base, "/champs?section=line");
  const game = line.games.find((g) => g.markets.length > 0) ?? line.games[0];
  const liveGame = live[0];
  if (!game || !liveGame) throw new Error("the feed has no line or live games");
  const champ = champs.find((c) => c.champId === game.champId);
  if (!champ) throw new Error("the game's championship is not listed");
  const cyber = await api<{ games: ApiGame[] }>(base, "/games?section=line&cyberType=real&limit=1");
  const today = new Date().toISOString().slice(0, 10);
  const results = await api<{ games: ApiGame[] }>(base, `/results?date=${today}&tz=0`);
  const champPath = `line/${champ.sportSlug}/${champ.champId}-${champ.slug}`;
  const sportGames = await api<{ games: ApiGame[] }>(
    base,
    `/games?section=line&sportId=${champ.sportId}&limit=1`,
  );
  const champGames = await api<{ games: ApiGame[] }>(
    base,
    `/games?section=line&champId=${champ.champId}&limit=1`,
  );
  const names = (g: ApiGame | undefined) => (g ? [g.opponents[0]] : []);
  const outcome = game.markets[0]?.outcomes[0];
  return [
    { path: "line", shows: [...names(line.games[0])] },
    { path: "live", shows: names(liveGame) },
    { path: `line/${champ.sportSlug}`, shows: names(sportGames.games[0]) },
    { path: champPath, shows: names(champGames.games[0]) },
    {
      path: `${champPath}/${game.gameId}-${game.slug}`,
      shows: [game.opponents[0], ...(outcome ? [coefText(outcome.coef)] : [])],
    },
    { path: "results", shows: names(results.games[0]) },
    { path: "results/live", shows: names(liveGame) },
    { path: `multi?games=${liveGame.gameId}`, shows: [liveGame.opponents[0], liveGame.opponents[1]] },
    { path: "cyber/real", shows: names(cyber.games[0]) },
    { path: `statistic?gameId=${game.gameId}`, shows: [game.opponents[0], game.opponents[1]] },
  ];
}

/** The page's content is there: the expected names, and no loading notice (role=status "Loading"). */
function expectContent(html: string, path: string, shows: string[]) {
  for (const text of shows) expect(html, `${path} shows ${text}`).toContain(text);
  expect(html, `${path} renders no loading notice`).not.toMatch(/class="pb-note" role="status"/);
}

beforeAll(async () => {
  site = await startSiteWithFeed({}, { section: "live", minGames: 3 });
  browser = await launchBrowser();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe("sportsbook pages with their data in the HTML", () => {
  it("every page in en, ru and ar", async () => {
    const pages = await pagesOf(site.base);
    for (const lng of ["en", "ru", "ar"]) {
      for (const { path, shows } of pages) {
        const html = await bettingHtml(site.base, `/${lng}/${path}`);
        expectContent(html, `/${lng}/${path}`, shows);
      }
    }
  }, 300_000);

  it("writes the remote's body once: its props are not repeated in the page's data", async () => {
    const res = await fetch(`${site.base}/en/line`);
    const html = await res.text();
    // One props script per remote on the page (the header and the betting remote), none again in
    // the router's data: before, each remote's whole body travelled a second time in it.
    const remotes = html.match(/data-remote-state=/g) ?? [];
    expect(remotes.length).toBeGreaterThanOrEqual(2);
    expect(html.match(/data-remote-props/g)).toHaveLength(remotes.length);
  });

  it("hydrates without fetching the served data again, goes live over the socket, with no layout shift", async () => {
    const page = await newPage(browser);
    await trackLayoutShift(page);
    const reads: string[] = [];
    const received: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/web-api/sportsbook/")) reads.push(r.url());
    });
    page.on("websocket", (ws) => ws.on("framereceived", (f) => received.push(String(f.payload))));
    await page.goto(`${site.base}/en/live`);
    await page.waitForFunction(
      () => document.querySelector('[data-remote="betting"]')?.getAttribute("data-remote-state") === "ready",
    );
    const odds = page.locator('[data-remote="betting"] .pb-odds[data-outcome]');
    expect(await odds.count()).toBeGreaterThan(0);
    const before = await odds.allTextContents();
    // The first live batch for the shown games, folded into the list.
    await expect
      .poll(() => received.some((m) => m.includes('"g":')), { timeout: 30_000, interval: 250 })
      .toBe(true);
    await expect.poll(() => odds.allTextContents(), { timeout: 30_000, interval: 250 }).not.toEqual(before);
    expect(reads.filter((u) => /\/(menu|champs|games|live)(\?|$)/.test(u))).toEqual([]);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift).toBeLessThanOrEqual(0.05);
    await screenshot(page, "ssr-data-live");
    await page.context().close();
  }, 180_000);
});

/** The sum of layout shifts not caused by input, from the page's first paint on. */
async function trackLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

describe("the betting remote as its own process (REMOTE_BETTING_URL)", () => {
  let remote: ChildProcess | undefined;
  let shell: Awaited<ReturnType<typeof startSite>> | undefined;
  afterAll(async () => {
    remote?.kill("SIGKILL");
    await shell?.close();
  });

  it("reads the site's public routes over HTTP and renders the games into the HTML", async () => {
    const port = await freePort();
    // The remote asks the site with the feed for its data; a second site (no catalogue of its own)
    // renders its pages through the remote.
    remote = spawn(process.execPath, ["--import", "tsx", "remotes/betting/src/server.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SPORTSBOOK_ORIGIN: site.base },
      stdio: "ignore",
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/mf/betting/manifest.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error("the betting remote process did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
    shell = await startSite({ REMOTE_BETTING_URL: `http://127.0.0.1:${port}` });
    const pages = await pagesOf(site.base);
    for (const lng of ["en", "ar"]) {
      for (const { path, shows } of pages.slice(0, 5)) {
        const html = await bettingHtml(shell.base, `/${lng}/${path}`);
        expectContent(html, `remote process /${lng}/${path}`, shows);
      }
    }
  }, 300_000);
});
