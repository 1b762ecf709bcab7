import { dictionaryFor, translate } from "@parlay/i18n";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { PreviousLoginNotice, previousLoginText } from "./previous-login.tsx";

const at = Date.UTC(2026, 0, 5, 9, 30) / 1000;
const text = (lng: string) =>
  previousLoginText(
    (key, vars) => translate(dictionaryFor(lng), key, vars),
    lng,
    { at, ip: "203.0.113.7" },
    "UTC",
  );

describe("the previous-login notice", () => {
  test("names the time and the address in en, ru and ar", () => {
    expect(text("en")).toBe("Your previous login: Jan 5, 2026, 9:30 AM, from \u2068203.0.113.7\u2069.");
    expect(text("ru")).toContain("Ваш предыдущий вход:");
    expect(text("ar")).toContain("تسجيل دخولك السابق");
    for (const lng of ["ru", "ar"]) {
      expect(text(lng)).toContain("\u2068203.0.113.7\u2069");
      expect(text(lng)).not.toContain("{");
      expect(text(lng)).not.toBe(text("en"));
    }
  });

  test("renders as a status with a close button", () => {
    const html = renderToStaticMarkup(
      <PreviousLoginNotice text={text("en")} closeLabel="Close" onClose={() => undefined} />,
    );
    expect(html).toContain('role="status"');
    expect(html).toContain("203.0.113.7");
    expect(html).toContain('aria-label="Close"');
  });
});
