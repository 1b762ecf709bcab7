import { type RemoteRenderContext, RenderAnswer, requestHeaders } from "@parlay/remote-protocol";
import { remoteRenderPlugin } from "@parlay/remote-protocol/server";
import { renderContext } from "@parlay/remote-protocol/testing";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { REGISTRATION_DICTIONARIES, registrationRemote, renderRegistration } from "./index.ts";
import { registrationPage, type registrationProps } from "./props.ts";
import { configuredProviders, SOCIAL_PROVIDERS } from "./social.ts";
import { REGISTRATION_CSS } from "./styles.ts";

function context(overrides: Partial<RemoteRenderContext> = {}): RemoteRenderContext {
  return renderContext("registration", "/registration", overrides);
}

const render = (overrides: Partial<RemoteRenderContext> = {}, env: NodeJS.ProcessEnv = {}) =>
  RenderAnswer.parse(renderRegistration(context(overrides), ["/mf/registration/assets/client.js"], env));

const propsOf = (answer: RenderAnswer) => {
  const json =
    /<script type="application\/json" data-remote-props>(.*)<\/script>$/.exec(answer.body)?.[1] ?? "{}";
  return JSON.parse(json) as ReturnType<typeof registrationProps>;
};

describe("the registration remote renders in three languages", () => {
  it.each([
    [
      "en",
      "Registration — %SITE_NAME%",
      ["One click", "Phone", "E-mail", "Social networks", "Account currency"],
    ],
    [
      "ru",
      "Регистрация — %SITE_NAME%",
      ["В один клик", "По телефону", "По e-mail", "Соцсети", "Валюта счёта"],
    ],
    [
      "ar",
      "التسجيل — %SITE_NAME%",
      ["بنقرة واحدة", "الهاتف", "البريد الإلكتروني", "الشبكات الاجتماعية", "عملة الحساب"],
    ],
  ])("%s: title, tabs and labels", (lang, title, texts) => {
    const answer = render({ lang });
    expect(answer.status).toBe("ok");
    expect(answer.title).toBe(title);
    for (const text of texts) expect(answer.body).toContain(text);
    expect(answer.head).toContain('name="description"');
    expect(answer.scriptsToLoad).toEqual(["/mf/registration/assets/client.js"]);
  });

  it("has every text in every dictionary, and real Arabic and Russian", () => {
    const keys = Object.keys(REGISTRATION_DICTIONARIES.en ?? {}).sort();
    for (const dictionary of Object.values(REGISTRATION_DICTIONARIES)) {
      expect(Object.keys(dictionary).sort()).toEqual(keys);
      for (const text of Object.values(dictionary)) expect(text.trim()).not.toBe("");
    }
    const brand = /^(E-mail|SMS)$/;
    for (const [key, text] of Object.entries(REGISTRATION_DICTIONARIES.ar ?? {}))
      expect(text, key).toMatch(/[\u0600-\u06FF]/);
    for (const [key, text] of Object.entries(REGISTRATION_DICTIONARIES.ru ?? {}))
      if (!brand.test(text)) expect(text, key).toMatch(/[\u0400-\u04FF]/);
  });

  it("labels every input and select of the server markup", () => {
    const { body } = render({ query: { type: "full_reg" } });
    const ids = [...body.matchAll(/<(?:input|select)[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(5);
    for (const id of ids) expect(body, id).toContain(`for="${id}"`);
  });
});

describe("paths, query and session", () => {
  it("knows only its two pages", () => {
    expect(registrationPage("/registration")).toBe("main");
    expect(registrationPage("/registration/socialregistration")).toBe("social");
    expect(registrationPage("/registration/other")).toBeNull();
    const missing = render({ path: "/registration/other" });
    expect(missing.status).toBe("not_exist");
    expect(missing.body).toBe("");
    expect(missing.scriptsToLoad).toEqual([]);
  });

  it("starts on the type the path or query asks for", () => {
    expect(propsOf(render()).initialType).toBe("fast_reg");
    expect(propsOf(render({ query: { type: "phone_reg" } })).initialType).toBe("phone_reg");
    expect(propsOf(render({ query: { type: "nonsense" } })).initialType).toBe("fast_reg");
    const social = propsOf(render({ path: "/registration/socialregistration", query: { from: "one_tap" } }));
    expect(social.initialType).toBe("soc_reg");
    expect(social.fromOneTap).toBe(true);
  });

  it("continues to a returnUrl on this site only", () => {
    expect(propsOf(render({ query: { returnUrl: "/en/live" } })).continueTo).toBe("/en/live");
    expect(propsOf(render({ query: { returnUrl: "https://evil.test/" } })).continueTo).toBe("/en/");
    expect(propsOf(render({ query: { returnUrl: "//evil.test" } })).continueTo).toBe("/en/");
  });

  it("tells a signed-in visitor instead of offering a second account", () => {
    const markup = render({ cookies: "ua=1; csrf_token=x" }).body.split("<script")[0] ?? "";
    expect(markup).toContain("You are already logged in");
    expect(markup).not.toContain("Register in one click");
  });

  it("starts with the page language's country and currency, names countries in that language", () => {
    const ru = propsOf(render({ lang: "ru" }));
    expect([ru.defaultCountry, ru.defaultCurrency]).toEqual(["ru", "RUB"]);
    expect(ru.countries.find((c) => c.value === "de")?.label).toBe("Германия");
    expect(ru.currencies.map((c) => c.value)).toContain("EUR");
    expect(ru.phoneCountries.find((c) => c.country === "gb")).toMatchObject({ telCode: "+44" });
  });
});

describe("social providers and one-tap script from configuration", () => {
  it("offers configured providers the server can verify, google by default", () => {
    expect(SOCIAL_PROVIDERS).toHaveLength(15);
    expect(configuredProviders({})).toEqual(["google"]);
    expect(configuredProviders({ REGISTRATION_SOCIAL_PROVIDERS: "vk, google ,google,nope" })).toEqual([
      "google",
    ]);
    expect(configuredProviders({ REGISTRATION_SOCIAL_PROVIDERS: "vk" })).toEqual([]);
  });

  it("hands the page the configured one-tap script", () => {
    expect(propsOf(render({}, {})).oneTapScriptUrl).toBe("https://accounts.google.com/gsi/client");
    expect(propsOf(render({}, { ONE_TAP_SCRIPT_URL: "http://127.0.0.1:9/gsi/client" })).oneTapScriptUrl).toBe(
      "http://127.0.0.1:9/gsi/client",
    );
  });
});

describe("answer contract", () => {
  it("scopes every CSS rule under the pr- prefix", () => {
    const selectors = REGISTRATION_CSS.replace(/@media[^{]+\{/g, "")
      .split("}")
      .map((rule) => rule.split("{")[0]?.trim() ?? "")
      .filter((selector) => selector !== "");
    for (const selector of selectors) {
      for (const part of selector.split(/,(?![^(]*\))/)) expect(part.trim(), selector).toMatch(/^\.pr-/);
    }
  });

  it("serves through the render plugin like every remote", async () => {
    const app = Fastify();
    await app.register(remoteRenderPlugin, { remotes: [registrationRemote] });
    const response = await app.inject({
      url: "/mf/registration/render?path=%2Fregistration",
      headers: requestHeaders({ path: "/registration", lang: "ar", languages: ["en", "ru", "ar"] }),
    });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.json().title).toBe("التسجيل — %SITE_NAME%");
  });
});
