/**
 * A short-lived cache per site (group id) of what the access rules read on every page: block rules,
 * redirect rules, the current terms version. Entries live RULES_TTL_MS, so an operator's change
 * reaches every server process within that time; the process that made it forgets at once. A failed
 * read is not kept.
 */

/** How long a process keeps a site's rules: the back office's changes reach every process within it. */
export const RULES_TTL_MS = 5_000;

export interface SiteCache<T> {
  get(groupId: number): Promise<T>;
  forget(groupId: number): void;
}

export function siteCache<T>(load: (groupId: number) => Promise<T>, now: () => Date): SiteCache<T> {
  const entries = new Map<number, { at: number; value: Promise<T> }>();
  return {
    get(groupId) {
      const hit = entries.get(groupId);
      if (hit && now().getTime() - hit.at < RULES_TTL_MS) return hit.value;
      const value = load(groupId);
      value.catch(() => entries.delete(groupId));
      entries.set(groupId, { at: now().getTime(), value });
      return value;
    },
    forget(groupId) {
      entries.delete(groupId);
    },
  };
}
