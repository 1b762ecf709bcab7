import { describe, expect, test } from "vitest";
import { resolveLanguage } from "./language.ts";

describe("resolveLanguage", () => {
  const languages = [
    { code: "en", name: "English" },
    { code: "ru", name: "Русский" },
    { code: "fa", name: "فارسی", hidden: true },
  ];
  test("requested if offered, else the default, else English", () => {
    expect(resolveLanguage(languages, "ru", "en")).toBe("en");
    expect(resolveLanguage(languages, "ru", "fa")).toBe("ru");
    expect(resolveLanguage(languages, "ru", undefined)).toBe("ru");
    expect(resolveLanguage(languages, "fa", "de")).toBe("en");
  });
});
