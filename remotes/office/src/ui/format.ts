/**
 * A date and time in the player's language, on the player's 12- or 24-hour clock when known;
 * an unreadable value is shown as it came.
 */
export function displayDateTime(iso: string, lang: string, hour12: boolean | null = null): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, {
      dateStyle: "medium",
      timeStyle: "short",
      ...(hour12 === null ? {} : { hour12 }),
    }).format(at);
  } catch {
    return at.toISOString();
  }
}
