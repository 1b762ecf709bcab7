import { type RemoteRenderContext, RenderAnswer } from "@parlay/remote-protocol";
import { renderContext } from "@parlay/remote-protocol/testing";
import { describe, expect, it } from "vitest";
import { CASINO_DICTIONARIES, casinoRemote, createCasinoRemote } from "./index.ts";
import { matchCasinoRoute } from "./routes.ts";
import { GAMES, memoryApi, memoryPlayer } from "./testing.ts";

const remote = (calls: string[] = [], favorites = false) =>
  createCasinoRemote({
    data: memoryApi(calls),
    player: async (ctx) =>
      favorites && ctx.grant === "g" ? memoryPlayer([GAMES[1] as (typeof GAMES)[0]]) : null,
  });
const render = async (path: string, overrides: Partial<RemoteRenderContext> = {}, app = remote()) =>
  RenderAnswer.parse(await app.render(renderContext("casino", path, overrides)));

/** The rendered markup without the props script (which carries the whole dictionary). */
const markup = (a: { body: string }) => a.body.replace(/<script[\s\S]*?<\/script>/g, "");

describe("casino pages", () => {
  it("the lobby is server-rendered with its games: names, links, provider, RTP and volatility", async () => {
    const a = await render("/casino");
    expect(a.status).toBe("ok");
    expect(a.title).toBe("Casino — Parlay");
    for (const g of GAMES) expect(a.body).toContain(g.name);
    expect(a.body).toContain('href="/en/slots/game/1/fruit-fiesta"');
    expect(a.body).toContain('href="/en/casino/game/3/european-roulette"');
    expect(a.body).toContain("by Acme Games");
    expect(a.body).toContain("RTP <bdi>96.15 %</bdi>");
    expect(a.body).toContain("Volatility: high");
    expect(a.body).not.toContain("<iframe");
    expect(a.head).not.toContain("noindex");
    // The data travels in the props: the client hydrates without asking again.
    expect(a.body).toContain('"initial":{"rows"');
  });

  it("a category page lists its category; an unknown subcategory is not_exist", async () => {
    const calls: string[] = [];
    const slots = await render("/slots/new", {}, remote(calls));
    expect(slots.status).toBe("ok");
    expect(calls).toContain('games:{"category":"slots","collection":"new"}');
    expect((await render("/casino/table")).body).toContain("European Roulette");
    expect((await render("/slots/nonsense")).status).toBe("not_exist");
    expect((await render("/casino/slots")).status).toBe("not_exist");
    expect((await render("/crash-games")).status).toBe("ok");
  });

  it("a game page shows RTP, volatility and rules before play; wrong slug 301s; unknown id 404s", async () => {
    const a = await render("/slots/game/1/fruit-fiesta");
    expect(a.status).toBe("ok");
    expect(a.title).toBe("Fruit Fiesta — Parlay");
    expect(a.body).toContain("96.15 %");
    expect(a.body).toContain("Match three symbols on a line.");
    expect(a.body).toContain("Each spin takes at least 2.5 s.");
    expect(a.body).toContain("There is no auto-play.");
    expect(a.body).toContain("Log in to play");
    expect(a.body).not.toContain("<iframe");
    const moved = await render("/slots/game/1/old-name");
    expect(moved).toMatchObject({ status: "moved", location: "/slots/game/1/fruit-fiesta" });
    expect((await render("/casino/game/1/fruit-fiesta")).location).toBe("/slots/game/1/fruit-fiesta");
    expect((await render("/slots/new/game/1/fruit-fiesta")).location).toBe("/slots/game/1/fruit-fiesta");
    expect((await render("/slots/game/99/nothing")).status).toBe("not_exist");
  });

  it("a signed-in player gets Play; an in-house game goes through the originals' switch point", async () => {
    expect((await render("/slots/game/1/fruit-fiesta", { cookies: "ua=1" })).body).toContain(">Play<");
    const dice = await render("/casino/game/4/dice");
    expect(dice.body).toContain('data-original="dice"');
    expect(markup(dice)).not.toContain("Log in to play");
  });

  it("Play for fun only as far as the site (the shell's render feature) and the game allow", async () => {
    const page = (features: string[], cookies = "") =>
      render("/slots/game/1/fruit-fiesta", { features, cookies }).then(markup);
    // The site offers demo play to everyone: a guest gets the button next to "Log in to play".
    const open = await page(["registration", "casino-demo"]);
    expect(open).toContain("Play for fun");
    expect(open).toContain("Log in to play");
    // No feature (demo off here, or a shell that says nothing): no demo.
    expect(await page(["registration"])).not.toContain("Play for fun");
    // UK-style: a guest is told that demo play needs age verification; a signed-in player may try.
    const guestUk = await page(["casino-demo-verified"]);
    expect(guestUk).not.toContain("Play for fun");
    expect(guestUk).toContain("Demo play opens once your age is verified.");
    expect(await page(["casino-demo-verified"], "ua=1")).toContain("Play for fun");
    // A game that does not allow demo play never offers it.
    expect(markup(await render("/slots/game/2/mega-vault", { features: ["casino-demo"] }))).not.toContain(
      "Play for fun",
    );
    // Localised.
    const ar = await render("/slots/game/1/fruit-fiesta", {
      features: ["casino-demo"],
      lang: "ar",
      dir: "rtl",
      basePath: "/ar",
    });
    expect(markup(ar)).toContain("العب مجانًا");
  });

  it("providers and a provider's page; an unknown provider is not_exist", async () => {
    expect((await render("/providers")).body).toContain('href="/en/providers/acme"');
    const acme = await render("/providers/acme");
    expect(acme.title).toBe("Acme Games games — Parlay");
    expect(acme.body).toContain("European Roulette");
    expect(markup(acme)).not.toContain("Dice");
    expect((await render("/providers/nobody")).status).toBe("not_exist");
  });

  it("search renders the results of ?q= and is not indexed", async () => {
    const a = await render("/casino-search?q=vault");
    expect(a.body).toContain("Mega Vault");
    expect(a.body).toContain("1 games found");
    expect(markup(a)).not.toContain("Fruit Fiesta");
    expect(a.head).toContain("noindex");
  });

  it("my-casino: a guest is asked to log in; a granted player sees favourites and recently played", async () => {
    const guest = await render("/my-casino/favorites");
    expect(guest.body).toContain("/en/?login=1&amp;returnUrl=%2Fen%2Fmy-casino%2Ffavorites");
    const mine = await render("/my-casino", { grant: "g", cookies: "ua=1" }, remote([], true));
    expect(mine.body).toContain("Mega Vault");
    expect(mine.body).toContain("European Roulette");
    expect(mine.body).toContain('aria-pressed="true"');
    expect(mine.head).toContain("noindex");
  });

  it("placeholder routes are not drawn here", () => {
    for (const p of [
      "/bingo",
      "/poker",
      "/keno",
      "/tvgames",
      "/virtualsports",
      "/bonus/casino",
      "/bonus/casino/promo",
    ])
      expect(matchCasinoRoute(p), p).toBeNull();
    for (const p of ["/slots/vulkan", "/fast-bet", "/casino/brand", "/slots/thankyou", "/casino-lobby"])
      expect(matchCasinoRoute(p), p).not.toBeNull();
  });

  it("Russian and Arabic pages, every dictionary complete", async () => {
    const ar = await render("/casino", { lang: "ar", dir: "rtl", basePath: "/ar" });
    expect(ar.title).toBe("الكازينو — Parlay");
    expect(ar.body).toContain('href="/ar/slots/game/1/fruit-fiesta"');
    const ru = await render("/slots", { lang: "ru", basePath: "/ru" });
    expect(ru.title).toBe("Слоты — Parlay");
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v).map((s) => `${k}.${s}`) : [k]));
    const en = keys(CASINO_DICTIONARIES.en as object).sort();
    for (const lang of ["ru", "ar"]) expect(keys(CASINO_DICTIONARIES[lang] as object).sort()).toEqual(en);
  });

  it("without data (force-spa or no source) the frame renders and nothing is 404 by guess", async () => {
    const a = RenderAnswer.parse(await casinoRemote.render(renderContext("casino", "/slots/game/5/x")));
    expect(a.status).toBe("ok");
  });
});
