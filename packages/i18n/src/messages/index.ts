/**
 * Message helpers every dictionary shares (`@parlay/i18n/messages`): `{name}` placeholders and
 * plural forms. Plural categories come from the platform's CLDR data (`Intl.PluralRules`, what
 * i18next and FormatJS use underneath): English has one/other, Russian one/few/many/other, Arabic
 * zero/one/two/few/many/other. A dictionary types a plural text as `Plural<"ru">` etc., so a
 * language's text that lacks one of its categories does not compile (docs/decisions/0008).
 */

/** Fills `{name}` placeholders; an unknown placeholder stays visible rather than vanishing. */
export function fill(text: string, values: Readonly<Record<string, string | number | bigint>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The CLDR plural categories of each language the site has dictionaries for. */
export const PLURAL_CATEGORIES = {
  en: ["one", "other"],
  ru: ["one", "few", "many", "other"],
  ar: ["zero", "one", "two", "few", "many", "other"],
} as const satisfies Record<string, readonly Intl.LDMLPluralRule[]>;

export type PluralLanguage = keyof typeof PLURAL_CATEGORIES;

/** One text per plural category of language L, each with `{count}` (and any other placeholder). */
export type Plural<L extends PluralLanguage> = Readonly<
  Record<(typeof PLURAL_CATEGORIES)[L][number], string>
>;

/** Any language's plural text: `other` always, the rest as the language has them. */
export type PluralText = Readonly<{ other: string } & Partial<Record<Intl.LDMLPluralRule, string>>>;

const rules = new Map<string, Intl.PluralRules>();

function pluralRules(lang: string): Intl.PluralRules {
  let found = rules.get(lang);
  if (!found) {
    try {
      found = new Intl.PluralRules(lang);
    } catch {
      found = new Intl.PluralRules("en");
    }
    rules.set(lang, found);
  }
  return found;
}

/**
 * The form of `text` for `count` in `lang`, filled with `{count}` and `values`:
 * plural("ru", 5, { one: "{count} платёж", few: "{count} платежа", many: "{count} платежей", other: "{count} платежа" })
 * → "5 платежей".
 */
export function plural(
  lang: string,
  count: number,
  text: PluralText,
  values: Readonly<Record<string, string | number | bigint>> = {},
): string {
  const form = text[pluralRules(lang).select(count)] ?? text.other;
  return fill(form, { count, ...values });
}
