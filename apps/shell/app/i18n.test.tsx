import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { I18nProvider, useT } from "./i18n.tsx";

function Probe() {
  const { t } = useT();
  return <p>{t("home_trust_title")}</p>;
}

describe("the shell's texts name the configured site (issue 13 #21)", () => {
  it("fills %SITE_NAME% from the site's replacements, per language", () => {
    const html = (lng: string, name: string) =>
      renderToString(
        <I18nProvider lng={lng} replacements={{ "%SITE_NAME%": name }}>
          <Probe />
        </I18nProvider>,
      );
    expect(html("en", "Acme Bet")).toContain("Why players choose Acme Bet");
    expect(html("ru", "Парлей")).toContain("Почему выбирают Парлей");
    expect(html("ar", "Acme")).toContain("Acme");
  });

  it("a configured name is text, never markup", () => {
    const html = renderToString(
      <I18nProvider lng="en" replacements={{ "%SITE_NAME%": "<b>x</b>" }}>
        <Probe />
      </I18nProvider>,
    );
    expect(html).toContain("&lt;b&gt;x&lt;/b&gt;");
    expect(html).not.toContain("<b>");
  });
});
