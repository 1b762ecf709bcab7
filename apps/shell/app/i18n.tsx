import { type Replacements, replaceInText } from "@parlay/domain/config/replacements";
import type { Dictionary, MessageKey } from "@parlay/i18n";
import { format } from "@parlay/i18n/format";
import { createContext, useContext } from "react";

const NO_REPLACEMENTS: Replacements = {};
const NO_DICTIONARY = {} as Dictionary;

/**
 * The page's dictionary comes with the root loader's data (`dictionaryOf` in i18n.server.ts): the
 * browser receives the one language it shows, with English filled in for missing keys, instead of a
 * bundle of every language (issue 14 #7). Without a dictionary a key shows as itself.
 */
const I18nContext = createContext<{ lng: string; dict: Dictionary; replacements: Replacements }>({
  lng: "en",
  dict: NO_DICTIONARY,
  replacements: NO_REPLACEMENTS,
});

/**
 * The shell's texts in `lng`. Under a page, `replacements` are the site's dataForReplace: the shell's
 * own texts name the site as `%SITE_NAME%`, filled in the same way as the remotes' (issue 13 #21).
 * `dict` is the language's dictionary; a nested provider without one keeps its parent's.
 */
export function I18nProvider({
  lng,
  dict,
  replacements = NO_REPLACEMENTS,
  children,
}: {
  lng: string;
  dict?: Dictionary;
  replacements?: Replacements;
  children: React.ReactNode;
}) {
  const parent = useContext(I18nContext);
  return (
    <I18nContext.Provider value={{ lng, dict: dict ?? parent.dict, replacements }}>
      {children}
    </I18nContext.Provider>
  );
}

/** `t(key, vars)` in the current language, and the language itself. */
export function useT() {
  const { lng, dict, replacements } = useContext(I18nContext);
  return {
    lng,
    /** The site's dataForReplace, for components that carry texts of their own (privacy/texts.ts). */
    replacements,
    t: (key: MessageKey, vars?: Record<string, string | number>) =>
      replaceInText(format(dict[key] ?? key, vars), replacements),
  };
}
