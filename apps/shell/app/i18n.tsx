import { type Dictionary, dictionaryFor, type MessageKey, translate } from "@parlay/i18n";
import { createContext, useContext } from "react";

const I18nContext = createContext<{ lng: string; dict: Dictionary }>({
  lng: "en",
  dict: dictionaryFor("en"),
});

export function I18nProvider({ lng, children }: { lng: string; children: React.ReactNode }) {
  return <I18nContext.Provider value={{ lng, dict: dictionaryFor(lng) }}>{children}</I18nContext.Provider>;
}

/** `t(key, vars)` in the current language, and the language itself. */
export function useT() {
  const { lng, dict } = useContext(I18nContext);
  return { lng, t: (key: MessageKey, vars?: Record<string, string | number>) => translate(dict, key, vars) };
}
