import { type Clock, formatDateTime } from "@parlay/domain/language";

/** A date and time in the player's language, on the clock the shell decided for the page. */
export function displayDateTime(iso: string, lang: string, clock: Clock): string {
  return formatDateTime(iso, lang, clock);
}
