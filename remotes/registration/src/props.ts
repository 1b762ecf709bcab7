import { CURRENCY_IDS, countryCodes } from "@parlay/domain/config";
import { safeReturnUrl } from "@parlay/domain/routing";
import type { RemoteRenderContext } from "@parlay/remote-protocol";
import { countryName, PHONE_COUNTRIES } from "@parlay/web";
import { oneTapScriptUrl } from "@parlay/web/server";
import type { RegistrationType } from "./api.ts";
import { type RegistrationDictionary, registrationDictionary } from "./i18n/index.ts";
import { configuredProviders, type SocialProvider } from "./social.ts";

/** The two paths of the registration route (spec 000 §2: registration/{type: socialregistration}?). */
export type RegistrationPage = "main" | "social";

export function registrationPage(path: string): RegistrationPage | null {
  const clean = path.split("?")[0]?.replace(/\/+$/, "") ?? "";
  if (clean === "/registration") return "main";
  if (clean === "/registration/socialregistration") return "social";
  return null;
}

export interface Option {
  value: string;
  label: string;
}

export interface PhoneOption {
  country: string;
  telCode: string;
  name: string;
}

/** Everything the registration page needs, serialised into the body so the client carries no dictionaries. */
export interface RegistrationProps {
  lang: string;
  basePath: string;
  initialType: RegistrationType;
  /** One-tap found no account for the identity and sent the visitor here. */
  fromOneTap: boolean;
  /** Where Continue goes after registering: the returnUrl query, else the language root. */
  continueTo: string;
  loggedIn: boolean;
  currencies: Option[];
  defaultCurrency: string;
  countries: Option[];
  defaultCountry: string;
  phoneCountries: PhoneOption[];
  providers: SocialProvider[];
  oneTapScriptUrl: string;
  t: RegistrationDictionary;
}

const TYPES: readonly RegistrationType[] = ["fast_reg", "phone_reg", "full_reg", "soc_reg"];
/** parlay: the starting country and currency per page language (the render context carries no geo data). */
const DEFAULTS: Record<string, { country: string; currency: string }> = {
  en: { country: "gb", currency: "EUR" },
  ru: { country: "ru", currency: "RUB" },
  ar: { country: "ae", currency: "AED" },
  de: { country: "de", currency: "EUR" },
  es: { country: "es", currency: "EUR" },
  tr: { country: "tr", currency: "TRY" },
};

function currencyLabel(code: string, lang: string): string {
  try {
    const name = new Intl.DisplayNames([lang], { type: "currency" }).of(code);
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

function hasSignedInMarker(cookies: string): boolean {
  return cookies.split(";").some((part) => {
    const [name, value] = part.trim().split("=");
    return name === "ua" && value !== undefined && value !== "";
  });
}

export function registrationProps(
  ctx: RemoteRenderContext,
  page: RegistrationPage,
  env: NodeJS.ProcessEnv = process.env,
): RegistrationProps {
  const lang = ctx.lang;
  const collator = new Intl.Collator(lang);
  const defaults = DEFAULTS[lang] ?? { country: "gb", currency: "EUR" };
  const asked = ctx.query.type as RegistrationType | undefined;
  return {
    lang,
    basePath: ctx.basePath,
    initialType: page === "social" ? "soc_reg" : asked && TYPES.includes(asked) ? asked : "fast_reg",
    fromOneTap: page === "social" && ctx.query.from === "one_tap",
    continueTo: safeReturnUrl(ctx.query.returnUrl) ?? `${ctx.basePath}/`,
    loggedIn: hasSignedInMarker(ctx.cookies),
    currencies: Object.keys(CURRENCY_IDS)
      .map((code) => ({ value: code, label: currencyLabel(code, lang) }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    defaultCurrency: defaults.currency,
    countries: countryCodes()
      .map((code) => ({ value: code, label: countryName(code, lang) }))
      .sort((a, b) => collator.compare(a.label, b.label)),
    defaultCountry: defaults.country,
    phoneCountries: PHONE_COUNTRIES.map((c) => ({ ...c, name: countryName(c.country, lang) })),
    providers: configuredProviders(env),
    oneTapScriptUrl: oneTapScriptUrl(env),
    t: registrationDictionary(lang),
  };
}
