import { CURRENCY_IDS } from "@parlay/domain/config";
import { type OverrideRow, override } from "./config-types.ts";

/**
 * Country and language rows of the demo site. Precedence, least to most specific:
 * ('*','*') < ('*',lang) < (country,'*') < (country,lang); a country beats a language.
 */
export const overrideRows: OverrideRow[] = [
  // Country: the visitor's currency and local rules.
  override("b.core", "ru", "*", { geoCurrency: CURRENCY_IDS.RUB }),
  override("b.core", "us", "*", { geoCurrency: CURRENCY_IDS.USD }),
  override("d.core", "us", "*", { minAge: 21 }),
  override("b.core", "tr", "*", { geoCurrency: CURRENCY_IDS.TRY }),
  override("b.core", "gb", "*", { geoCurrency: CURRENCY_IDS.GBP }),
  // UKGC: no free play before age verification; at least 2.5 s between two slot spins (RTS 14F).
  override("d.modules", "gb", "*", { casinoDemoPlay: "verified", casinoMinSpinMs: 2500 }),
  // Language: the brand and the placeholders as each language writes them.
  override("b.core", "*", "ru", { companyName: "Парлей" }),
  override("b.core", "*", "ar", { companyName: "بارلاي" }),
  override("d.application", "*", "ru", {
    dataForReplace: { "%SITE_NAME%": "Парлей", "%SUPPORT_EMAIL%": "podderzhka@parlay.test" },
  }),
  override("d.application", "*", "ar", { dataForReplace: { "%SITE_NAME%": "بارلاي" } }),
  // Country and language: a local support line for English speakers in the US.
  override("d.application", "us", "en", { dataForReplace: { "%SUPPORT_PHONE%": "+1 800 555 0100" } }),
];
