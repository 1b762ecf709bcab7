/**
 * Issue 13 #15 and #18 on the built site: real HTTP statuses for unknown sportsbook ids (404),
 * id-only addresses (301 to the slug address), placeholder pages (noindex, out of the sitemap, made-up
 * sub-paths 404); in Chromium, an id-only link lands on the canonical page with a full title. Then the
 * same checks with the betting remote running as its own process, asking the site over HTTP.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, ROOT, screenshot, startSiteWithFeed } from "./harness.ts";

interface Champ {
  champId: number;
  slug: string;
  nameEng: string;
  sportSlug: string;
}
interface Game {
  gameId: number;
  slug: string;
  opponents: [string, string];
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

type Site = Awaited<ReturnType<typeof startSiteWithFeed>>;

/** A line football championship with games, and its first game, from the site's public API. */
async function catalogueOf(site: Site): Promise<{ champ: Champ; game: Game }> {
  const champs = (await (
    await fetch(`${site.base}/web-api/sportsbook/champs?section=line`)
  ).json()) as Champ[];
  // 101 has an operator's SEO row in the demo seed, which titles it instead of the catalogue's name.
  const champ = champs.find((c) => c.sportSlug === "football" && c.champId !== 101) ?? champs[0];
  if (!champ) throw new Error("no championship in the line");
  const page = (await (
    await fetch(`${site.base}/web-api/sportsbook/games?section=line&champId=${champ.champId}&limit=1`)
  ).json()) as { games: Game[] };
  const game = page.games[0];
  if (!game) throw new Error("no game in the championship");
  return { champ, game };
}

const get = (site: Site, path: string) =>
  fetch(`${site.base}${path}`, { redirect: "manual", headers: { "accept-language": "en" } });

/** The status checks, against whichever way the betting remote runs. */
function statusChecks(siteOf: () => Site) {
  it("unknown championship, game, team and sport ids answer the 404 page with status 404", async () => {
    const site = siteOf();
    const { champ } = await catalogueOf(site);
    const seg = `${champ.champId}-${champ.slug}`;
    for (const path of [
      `/en/line/${champ.sportSlug}/99999-nowhere`,
      `/en/line/${champ.sportSlug}/${seg}/999999999-nobody`,
      "/en/team/line/12345-nobody",
      "/en/line/curling",
    ]) {
      const res = await get(site, path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("This page could not be found");
    }
  });

  it("an id-only address is a real 301 to the slug address with the language and query", async () => {
    const site = siteOf();
    const { champ, game } = await catalogueOf(site);
    const seg = `${champ.champId}-${champ.slug}`;
    const champRes = await get(site, `/ru/line/${champ.sportSlug}/${champ.champId}?timeFilter=1`);
    expect(champRes.status).toBe(301);
    expect(champRes.headers.get("location")).toBe(`/ru/line/${champ.sportSlug}/${seg}?timeFilter=1`);
    const gameRes = await get(site, `/en/line/${champ.sportSlug}/${champ.champId}/${game.gameId}`);
    expect(gameRes.status).toBe(301);
    expect(gameRes.headers.get("location")).toBe(
      `/en/line/${champ.sportSlug}/${seg}/${game.gameId}-${game.slug}`,
    );
  });
}

describe("sportsbook and placeholder statuses on the built site", () => {
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSiteWithFeed();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  statusChecks(() => site);

  it("placeholders are noindex, out of the sitemap, and their made-up sub-paths are 404", async () => {
    const bingo = await get(site, "/en/bingo");
    expect(bingo.status).toBe(200);
    expect(await bingo.text()).toContain('<meta name="robots" content="noindex, follow"/>');
    expect((await get(site, "/en/bonus/casino/promotions/anything")).status).toBe(404);
    expect((await get(site, "/ar/news/some-story")).status).toBe(404);
    const line = await (await get(site, "/en/line")).text();
    expect(line).toContain('<meta name="robots" content="index, follow"/>');
    const sitemap = await (await get(site, "/sitemap.xml")).text();
    expect(sitemap).not.toContain("/en/bingo<");
    expect(sitemap).toContain("/en/line<");
  });

  it("in Chromium an id-only link lands on the canonical page with a full title", async () => {
    const { champ } = await catalogueOf(site);
    const seg = `${champ.champId}-${champ.slug}`;
    for (const [lng, width] of [
      ["en", 1366],
      ["en", 390],
      ["ar", 390],
    ] as const) {
      const page = await newPage(browser);
      await page.setViewportSize({ width, height: 860 });
      await page.goto(`${site.base}/${lng}/line/${champ.sportSlug}/${champ.champId}`);
      expect(page.url()).toBe(`${site.base}/${lng}/line/${champ.sportSlug}/${seg}`);
      const title = await page.title();
      expect(title).toContain(champ.nameEng);
      expect(title).not.toMatch(/—\s+—/);
      await page.locator("h1.pb-h1").waitFor();
      expect(await page.locator("h1.pb-h1").textContent()).toContain(champ.nameEng);
      await screenshot(page, `issue13-15-champ-${lng}-${width}`);
      await page.close();
    }
    // A game page links its teams by id: a click (client-side navigation) follows the 301 too.
    const { game } = await catalogueOf(site);
    const gamePage = await newPage(browser);
    await gamePage.goto(`${site.base}/en/line/${champ.sportSlug}/${seg}/${game.gameId}-${game.slug}`);
    // The links come in the server's HTML; once the remote has hydrated a click navigates in the
    // browser, and the title follows when the team page's data has arrived.
    const teamLink = gamePage.locator(".pb-links").getByRole("link", { name: game.opponents[0] });
    await teamLink.waitFor({ timeout: 30_000 });
    await gamePage.waitForFunction(
      () => document.querySelector('[data-remote="betting"]')?.getAttribute("data-remote-state") === "ready",
    );
    await teamLink.click();
    await gamePage.waitForURL(/\/en\/team\/line\/\d+-[a-z0-9-]+$/);
    await expect
      .poll(() => gamePage.title(), { timeout: 30_000 })
      .toBe(`${game.opponents[0]} — Team — Parlay`);
    await gamePage.close();

    const page = await newPage(browser);
    const res = await page.goto(`${site.base}/en/line/${champ.sportSlug}/99999-nowhere`);
    expect(res?.status()).toBe(404);
    await screenshot(page, "issue13-15-unknown-champ-404");
    await page.goto(`${site.base}/ar/bingo`);
    await screenshot(page, "issue13-18-placeholder-ar");
    await page.close();
  });
});

describe("with the betting remote as its own process", () => {
  let site: Site;
  let remote: ChildProcess | undefined;
  beforeAll(async () => {
    const port = await freePort();
    site = await startSiteWithFeed({ REMOTE_BETTING_URL: `http://127.0.0.1:${port}` });
    // The remote asks the site's directory over HTTP: it knows the site's origin, the site knows its URL.
    remote = spawn(process.execPath, ["--import", "tsx", "remotes/betting/src/server.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SPORTSBOOK_ORIGIN: site.base },
      stdio: "ignore",
    });
    const deadline = Date.now() + 30_000;
    for (;;) {
      const up = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (Date.now() > deadline) throw new Error("the betting remote process did not start");
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 120_000);
  afterAll(async () => {
    remote?.kill("SIGKILL");
    await site?.close();
  });

  statusChecks(() => site);
});
