import { type Replacements, replaceInText } from "@parlay/domain/config/replacements";
import { type Dictionary, dictionaryFor, type MessageKey, translate } from "@parlay/i18n";
import { createContext, useContext } from "react";

const NO_REPLACEMENTS: Replacements = {};

const I18nContext = createContext<{ lng: string; dict: Dictionary; replacements: Replacements }>({
  lng: "en",
  dict: dictionaryFor("en"),
  replacements: NO_REPLACEMENTS,
});

/**
 * The shell's texts in `lng`. Under a page, `replacements` are the site's dataForReplace: the shell's
 * own texts name the site as `%SITE_NAME%`, filled in the same way as the remotes' (issue 13 #21).
 */
export function I18nProvider({
  lng,
  replacements = NO_REPLACEMENTS,
  children,
}: {
  lng: string;
  replacements?: Replacements;
  children: React.ReactNode;
}) {
  return (
    <I18nContext.Provider value={{ lng, dict: dictionaryFor(lng), replacements }}>
      {children}
    </I18nContext.Provider>
  );
}

/** `t(key, vars)` in the current language, and the language itself. */
export function useT() {
  const { lng, dict, replacements } = useContext(I18nContext);
  return {
    lng,
    t: (key: MessageKey, vars?: Record<string, string | number>) =>
      replaceInText(translate(dict, key, vars), replacements),
  };
}
