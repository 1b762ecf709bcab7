import { type RemoteRenderContext, RenderAnswer, requestHeaders } from "@parlay/remote-protocol";
import { remoteRenderPlugin } from "@parlay/remote-protocol/server";
import { renderContext } from "@parlay/remote-protocol/testing";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { HEADER_DICTIONARIES, headerRemote } from "./index.ts";
import { currentSection, hasSessionCookie, languageLinks } from "./nav.ts";
import { HEADER_CSS } from "./styles.ts";

function context(overrides: Partial<RemoteRenderContext> = {}): RemoteRenderContext {
  return renderContext("header", "/", overrides);
}

const render = async (overrides: Partial<RemoteRenderContext> = {}) =>
  RenderAnswer.parse(await headerRemote.render(context(overrides)));

describe("header in three languages", () => {
  it.each([
    ["en", ["Sportsbook", "Live", "Casino", "Promotions", "Log in", "Registration", "Main navigation"]],
    ["ru", ["Ставки на спорт", "Лайв", "Казино", "Акции", "Войти", "Регистрация", "Основная навигация"]],
    [
      "ar",
      [
        "المراهنات الرياضية",
        "مباشر",
        "الكازينو",
        "العروض الترويجية",
        "تسجيل الدخول",
        "إنشاء حساب",
        "التنقل الرئيسي",
      ],
    ],
  ])("renders %s texts and links under the language root", async (lang, texts) => {
    const answer = await render({ lang });
    for (const text of texts) expect(answer.body).toContain(text);
    expect(answer.appName).toBe("header");
    expect(answer.status).toBe("ok");
    expect(answer.body).toContain(`href="/${lang}/"`);
    for (const path of ["/line", "/live", "/slots", "/promotions", "/registration", "/?login=1"]) {
      expect(answer.body).toContain(`href="/${lang}${path}"`);
    }
  });

  it("has every text in every dictionary, and real Arabic", () => {
    const keys = Object.keys(HEADER_DICTIONARIES.en ?? {}).sort();
    for (const dictionary of Object.values(HEADER_DICTIONARIES)) {
      expect(Object.keys(dictionary).sort()).toEqual(keys);
      for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe("");
    }
    const ar = HEADER_DICTIONARIES.ar ?? {};
    // The site's name is a placeholder the shell fills from the site config, in every language.
    for (const [key, text] of Object.entries(ar))
      if (key !== "siteName") expect(text, key).toMatch(/[\u0600-\u06FF]/);
  });

  it("offers registration only where the shell says it opens (issue 13 #20)", async () => {
    const closed = await render({ features: [] });
    expect(closed.body).not.toContain("/registration");
    expect(closed.body).not.toContain(">Registration</a>");
    expect(closed.body).toContain('href="/en/?login=1"');
    const signedIn = await render({ cookies: "ua=1" });
    expect(signedIn.body).not.toContain("/registration");
  });

  it("falls back to English texts for a language without a dictionary", async () => {
    const answer = await render({ lang: "de", languages: ["en", "de"] });
    expect(answer.body).toContain("Sportsbook");
    expect(answer.body).toContain(">Deutsch<");
  });
});

describe("navigation", () => {
  it("marks the current section with aria-current=page, and only it", async () => {
    const answer = await render({ path: "/live/football/123" });
    expect(answer.body.match(/aria-current="page"/g)).toHaveLength(1);
    expect(answer.body).toMatch(/href="\/en\/live" aria-current="page"/);
    expect((await render({ path: "/rules/1" })).body).not.toContain('aria-current="page"');
  });

  it.each([
    ["/line/football", "sportsbook"],
    ["/live", "live"],
    ["/slots/game/1/x", "casino"],
    ["/casino/popular", "casino"],
    ["/promotions/summer", "promotions"],
    ["/", null],
    ["/about", null],
  ])("knows that %s belongs to %s", (path, section) => {
    expect(currentSection(path)).toBe(section);
  });
});

describe("language switch", () => {
  it("lists the site's languages by their own names, keeping path and query", async () => {
    const answer = await render({ lang: "ru", path: "/rules/2", query: { chapter: "3" } });
    expect(answer.body).toContain('href="/en/rules/2?chapter=3"');
    expect(answer.body).toContain('href="/ar/rules/2?chapter=3"');
    expect(answer.body).toMatch(/href="\/ru\/rules\/2\?chapter=3"[^>]*aria-current="true"/);
    expect(answer.body).toContain(">English<");
    expect(answer.body).toContain(">Русский<");
    expect(answer.body).toContain(">العربية<");
    expect(answer.body).toContain("<summary");
    expect(answer.body).toContain('aria-label="Язык: Русский"');
  });

  it("keeps the root as the root", () => {
    expect(languageLinks(["en", "ar"], "/", "")).toEqual([
      { code: "en", name: "English", href: "/en/" },
      { code: "ar", name: "العربية", href: "/ar/" },
    ]);
  });
});

describe("guest and logged-in visitors", () => {
  it("shows account access instead of log in when a session cookie is present", async () => {
    const answer = await render({ cookies: "theme=dark; ua=1" });
    expect(answer.body).toContain('href="/en/office/account"');
    expect(answer.body).not.toContain("?login=1");
    expect(hasSessionCookie("ua=")).toBe(false);
    expect(hasSessionCookie("other=1")).toBe(false);
  });
});

describe("answer contract", () => {
  it("embeds the props for hydration and skips markup with force-spa", async () => {
    const answer = await render();
    expect(answer.body.startsWith('<header class="ph-header">')).toBe(true);
    expect(answer.body).toMatch(/<script type="application\/json" data-remote-props>\{.*\}<\/script>$/);
    const spa = await render({ forceSpa: true });
    expect(spa.body.startsWith("<script")).toBe(true);
  });

  it("scopes every CSS rule with the ph- prefix and gives no title of its own", async () => {
    const answer = await render();
    expect(answer.style).toBe(HEADER_CSS);
    expect(answer.title).toBe("");
    const selectors = HEADER_CSS.replace(/@media[^{]+\{/g, "")
      .split("}")
      .map((rule) => rule.split("{")[0]?.trim() ?? "")
      .filter((selector) => selector !== "");
    for (const selector of selectors) {
      for (const part of selector.split(",")) expect(part.trim(), selector).toMatch(/^\.ph-/);
    }
  });

  it("is served through the render plugin", async () => {
    const app = Fastify();
    await app.register(remoteRenderPlugin, { remotes: [headerRemote] });
    const response = await app.inject({
      url: "/mf/header/render?path=%2Flive",
      headers: requestHeaders({ path: "/live", lang: "ar", languages: ["en", "ru", "ar"] }),
    });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toContain("مباشر");
  });
});
