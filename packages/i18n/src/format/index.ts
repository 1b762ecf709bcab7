/**
 * Fills `{name}` placeholders; a missing value leaves the placeholder visible rather than "undefined".
 * Its own subpath (`@parlay/i18n/format`) so a browser bundle that gets its dictionary as data
 * carries no dictionary module at all.
 */
export function format(template: string, vars: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
