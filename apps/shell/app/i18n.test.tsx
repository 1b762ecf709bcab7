import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dictionaryOf } from "./i18n.server.ts";
import { I18nProvider, useT } from "./i18n.tsx";

function Probe() {
  const { t } = useT();
  return <p>{t("home_trust_title")}</p>;
}

describe("the shell's texts name the configured site (issue 13 #21)", () => {
  it("fills %SITE_NAME% from the site's replacements, per language", () => {
    const html = (lng: string, name: string) =>
      renderToString(
        <I18nProvider lng={lng} dict={dictionaryOf(lng)} replacements={{ "%SITE_NAME%": name }}>
          <Probe />
        </I18nProvider>,
      );
    expect(html("en", "Acme Bet")).toContain("Why players choose Acme Bet");
    expect(html("ru", "Парлей")).toContain("Почему выбирают Парлей");
    expect(html("ar", "Acme")).toContain("Acme");
  });

  it("a configured name is text, never markup", () => {
    const html = renderToString(
      <I18nProvider lng="en" dict={dictionaryOf("en")} replacements={{ "%SITE_NAME%": "<b>x</b>" }}>
        <Probe />
      </I18nProvider>,
    );
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });
});

describe("the page's one dictionary (issue 14 #7)", () => {
  it("a nested provider keeps its parent's dictionary and sets its own replacements", () => {
    const html = renderToString(
      <I18nProvider lng="ru" dict={dictionaryOf("ru")}>
        <I18nProvider lng="ru" replacements={{ "%SITE_NAME%": "Парлей" }}>
          <Probe />
        </I18nProvider>
      </I18nProvider>,
    );
    expect(html).toContain("Почему выбирают Парлей");
  });

  it("a language without its own dictionary gets English, key by key", () => {
    const de = dictionaryOf("de");
    expect(de.home_trust_title).toBe(dictionaryOf("en").home_trust_title);
    const ru = dictionaryOf("ru");
    expect(ru.home_trust_title).not.toBe(de.home_trust_title);
  });
});
