import { type Clock, formatDateTime } from "@parlay/domain/language";
import { useCallback, useSyncExternalStore } from "react";

/**
 * The zone the server renders times in. It cannot know the player's, so it writes UTC, hydration
 * agrees with it (React reads the server snapshot while hydrating), and the next render shows the
 * browser's own zone: the same text width, no mismatch, no layout shift.
 */
export const SERVER_TIME_ZONE = "UTC";

const noSubscription = () => () => undefined;
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => SERVER_TIME_ZONE;

/** The time zone to show times in: UTC on the server and while hydrating, then the browser's. */
export function useTimeZone(): string {
  return useSyncExternalStore(noSubscription, browserZone, serverZone);
}

/** A date and time in the player's language, on the clock the shell decided for the page. */
export function displayDateTime(iso: string, lang: string, clock: Clock, timeZone?: string): string {
  return formatDateTime(iso, lang, clock, "dateTime", timeZone);
}

/** `displayDateTime` in the zone of `useTimeZone`, for a component's render. */
export function useDateTime(lang: string, clock: Clock): (iso: string) => string {
  const zone = useTimeZone();
  return useCallback((iso: string) => displayDateTime(iso, lang, clock, zone), [lang, clock, zone]);
}
