import {
  metaDescription,
  type RemoteRenderContext,
  RenderAnswer,
  requestHeaders,
} from "@parlay/remote-protocol";
import { remoteRenderPlugin } from "@parlay/remote-protocol/server";
import { renderContext } from "@parlay/remote-protocol/testing";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { INFO_CONTENT, INFO_PAGE_SLUGS, infoRemote, matchInfoRoute } from "./index.ts";
import { summarize } from "./view.ts";

const LANGS = ["en", "ru", "ar"] as const;

function context(
  path: string,
  lang: string,
  overrides: Partial<RemoteRenderContext> = {},
): RemoteRenderContext {
  return renderContext("info", path, { lang, ...overrides });
}

const render = async (path: string, lang = "en", overrides: Partial<RemoteRenderContext> = {}) =>
  RenderAnswer.parse(await infoRemote.render(context(path, lang, overrides)));

const rulePaths = (INFO_CONTENT.en?.rules ?? []).flatMap((group, g) => [
  `/rules/${g + 1}`,
  ...group.chapters.map((_, c) => `/rules/${g + 1}/${c + 1}`),
]);

const cases = LANGS.flatMap((lang) =>
  [...INFO_PAGE_SLUGS.map((slug) => `/${slug}`), ...rulePaths].map((path) => [lang, path]),
);

describe("information pages", () => {
  it("lists every information route of spec 000 §2", () => {
    expect([...INFO_PAGE_SLUGS].sort()).toEqual(
      [
        "contacts",
        "about",
        "howbet",
        "payment",
        "cookies",
        "licenses",
        "taxation",
        "consent",
        "simpleidentification",
        "amlkyc",
        "smsbets",
        "amlpolicy",
        "disputeresolution",
        "kycpolicy",
        "responsiblegaming",
        "cash_terminals",
        "betting-calculator",
        "betting-awards",
      ].sort(),
    );
    expect(rulePaths.length).toBeGreaterThanOrEqual(20);
  });

  it.each(cases)("renders %s %s with a title, a description and a body", async (lang, path) => {
    const answer = await render(path, lang);
    expect(answer.status).toBe("ok");
    expect(answer.title.trim()).not.toBe("");
    // The site's name is the shell's to fill in (dataForReplace): the remote writes the placeholder.
    expect(answer.title).toMatch(/ — %SITE_NAME%$/);
    expect(answer.body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(answer.body).toContain("<p>");
    const description = metaDescription(answer.head);
    expect(description?.length ?? 0).toBeGreaterThan(20);
    expect(description?.length ?? 0).toBeLessThanOrEqual(200);
    if (lang === "ar") expect(answer.body).toMatch(/<h1>[^<]*[\u0600-\u06FF]/);
    if (lang === "ru") expect(answer.body).toMatch(/<h1>[^<]*[\u0400-\u04FF]/);
  });

  it("has the same rule groups and chapters in every language", () => {
    const shape = (lang: string) => INFO_CONTENT[lang]?.rules.map((group) => group.chapters.length);
    expect(shape("en")).toHaveLength(5);
    expect(shape("ru")).toEqual(shape("en"));
    expect(shape("ar")).toEqual(shape("en"));
  });
});

describe("contacts", () => {
  it.each(["en", "ru", "ar"])(
    "writes the site's placeholders, never an address of its own (%s)",
    async (lang) => {
      const answer = await render("/contacts", lang);
      for (const placeholder of ["%SUPPORT_EMAIL%", "%SUPPORT_PHONE%"])
        expect(answer.body).toContain(placeholder);
      expect(answer.title).toContain("%SITE_NAME%");
      expect(answer.body).not.toMatch(/[\w.]+@[\w.]+\.[a-z]{2,}/);
      expect(answer.body).not.toMatch(/\+\d[\d ]{6,}/);
    },
  );
});

describe("rules", () => {
  it("shows the rules index with every group and chapter, the current one open and marked", async () => {
    const answer = await render("/rules/2/3", "en");
    expect(answer.body).toContain('aria-label="Rules sections"');
    for (const path of rulePaths) expect(answer.body).toContain(`href="/en${path}"`);
    expect(answer.body).toMatch(/<details class="pi-rules__group" open="">\s*<summary>Sports betting rules/);
    expect(answer.body).toMatch(/href="\/en\/rules\/2\/3" aria-current="page"/);
    expect(answer.body).toMatch(/rel="prev"/);
    expect(answer.body).toMatch(/rel="next"/);
    expect(answer.title).toBe(
      "Postponed, cancelled and abandoned events — Sports betting rules — %SITE_NAME%",
    );
  });

  it("shows a whole group on /rules/{group}, and group 1 on bare /rules", async () => {
    const group = await render("/rules/5", "ru");
    expect(group.body).toContain("<h1>Бонусы</h1>");
    expect(group.body).toContain('id="chapter-3"');
    expect((await render("/rules", "en")).body).toContain("<h1>General rules</h1>");
  });

  it("cuts long first paragraphs into a description at a word boundary", () => {
    const text = "word ".repeat(60).trim();
    const summary = summarize([{ type: "p", text }]);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith("word…")).toBe(true);
  });
});

describe("pages that do not exist", () => {
  it.each([
    "/nope",
    "/rules/9",
    "/rules/0",
    "/rules/1/99",
    "/rules/1/0",
    "/rules/abc",
    "/about/more",
    "/",
    "/rules/1/2/3",
  ])("answers not_exist for %s", async (path) => {
    const answer = await render(path, "en");
    expect(answer.status).toBe("not_exist");
    expect(answer.body).toBe("");
    expect(answer.scriptsToLoad).toEqual([]);
  });

  it("matches routes strictly", () => {
    expect(matchInfoRoute("/rules/2/")).toEqual({ kind: "rules", group: 2, chapter: null });
    expect(matchInfoRoute("/cash_terminals")).toEqual({ kind: "page", slug: "cash_terminals" });
    expect(matchInfoRoute("/Contacts")).toBeNull();
  });
});

describe("answer contract", () => {
  it("escapes nothing it should not and embeds props for hydration", async () => {
    const answer = await render("/contacts", "ar");
    expect(answer.body).toMatch(/<script type="application\/json" data-remote-props>/);
    expect(answer.body).toContain("%SUPPORT_EMAIL%");
    expect((await render("/contacts", "en", { forceSpa: true })).body.startsWith("<script")).toBe(true);
  });

  it("is served through the render plugin, not_exist included", async () => {
    const app = Fastify();
    await app.register(remoteRenderPlugin, { remotes: [infoRemote] });
    const headers = requestHeaders({ path: "/", lang: "ar", languages: [...LANGS] });
    const ok = await app.inject({ url: "/mf/info/render?path=%2Fresponsiblegaming", headers });
    const missing = await app.inject({ url: "/mf/info/render?path=%2Fnope", headers });
    await app.close();
    expect(ok.json()).toMatchObject({ appName: "info", status: "ok", title: "اللعب المسؤول — %SITE_NAME%" });
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toMatchObject({ status: "not_exist" });
  });
});
