/** A date and time in the player's language; an unreadable value is shown as it came. */
export function displayDateTime(iso: string, lang: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(at);
  } catch {
    return at.toISOString();
  }
}
