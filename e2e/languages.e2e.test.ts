/**
 * Issue 13 #19: a language is offered only when it is complete. For every language the running
 * site offers (its served config, not a list in this file), the shell's dictionary, every remote's
 * and the information pages have every key English has, and a browser asking for a language the
 * site does not offer lands on one it does.
 */
import { dictionaryFor, en as shellEn } from "@parlay/i18n";
import { BETTING_DICTIONARIES } from "@parlay/remote-betting/i18n/index";
import { HEADER_DICTIONARIES } from "@parlay/remote-header/i18n/index";
import { INFO_CONTENT } from "@parlay/remote-info/content/index";
import { OFFICE_DICTIONARIES } from "@parlay/remote-office/i18n/index";
import { REGISTRATION_DICTIONARIES } from "@parlay/remote-registration/i18n/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSite } from "./harness.ts";

let site: Awaited<ReturnType<typeof startSite>>;
let offered: string[] = [];

beforeAll(async () => {
  site = await startSite();
  const config = (await (await fetch(`${site.base}/bff-api/config/all.json`)).json()) as {
    languages: { code: string; hidden?: boolean }[];
  };
  offered = config.languages.filter((l) => !l.hidden).map((l) => l.code);
});
afterAll(async () => site?.close());

/** Every path to a text in `value`: "a.b.0.c". Arrays by position, objects by key. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** What `lang` lacks of English, per dictionary; an empty text counts as missing. */
function missing(dictionaries: Readonly<Record<string, unknown>>, lang: string): string[] {
  const own = dictionaries[lang];
  if (own === undefined) return ["(the whole dictionary)"];
  const have = new Set(
    keyPaths(own).filter(
      (p) => p.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], own) !== "",
    ),
  );
  return keyPaths(dictionaries.en).filter((p) => !have.has(p));
}

describe("offered languages are complete", () => {
  it("the site offers at least English, Russian and Arabic (right to left)", () => {
    expect(offered).toEqual(expect.arrayContaining(["en", "ru", "ar"]));
  });

  it("every offered language has every English text in the shell, each remote and the information pages", () => {
    const shell = Object.fromEntries(offered.map((l) => [l, l === "en" ? shellEn : dictionaryFor(l)]));
    // dictionaryFor falls back to English: a language without its own dictionary must not pass.
    for (const l of offered) if (l !== "en") expect(dictionaryFor(l), `shell ${l}`).not.toBe(shellEn);
    const sets: Record<string, Readonly<Record<string, unknown>>> = {
      shell,
      header: HEADER_DICTIONARIES,
      betting: BETTING_DICTIONARIES,
      office: OFFICE_DICTIONARIES,
      registration: REGISTRATION_DICTIONARIES,
      info: INFO_CONTENT,
    };
    const gaps = offered.flatMap((lang) =>
      Object.entries(sets).flatMap(([name, dicts]) => {
        const lacks = missing(dicts, lang);
        return lacks.length
          ? [`${name}/${lang}: ${lacks.slice(0, 5).join(", ")}${lacks.length > 5 ? " …" : ""}`]
          : [];
      }),
    );
    expect(gaps).toEqual([]);
  });

  it("a German browser is not sent to an English page under lang=de", async () => {
    const res = await fetch(`${site.base}/`, {
      redirect: "manual",
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(res.headers.get("location")).toBe("/en/");
    const de = await fetch(`${site.base}/de/`, { redirect: "manual" });
    expect(de.status).toBe(302);
    expect(de.headers.get("location")).toBe("/en/");
  });
});
