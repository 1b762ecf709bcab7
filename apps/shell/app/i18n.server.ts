import { type Dictionary, dictionaryFor, en } from "@parlay/i18n";

/** The shell's dictionary for `lng` as the browser gets it: English under every missing key. */
export function dictionaryOf(lng: string): Dictionary {
  return { ...en, ...dictionaryFor(lng) };
}
