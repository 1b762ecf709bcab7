/**
 * Catalogue changes reaching the lobby at once (docs/casino.md "The catalogue in the back office").
 * The lobby's reads are not cached, but guest pages are (the SSR micro-cache, a few seconds): a staff
 * edit drops them in this process, and — through the site's Redis, on the same channel scheme as
 * config and SEO writes (config/invalidation.ts) — in every other process.
 */
import type { SharedCache } from "../config/index.ts";

export interface CatalogueChanges extends SharedCache {
  /** After a staff edit: drop this process's cached pages and tell the other processes. */
  written(): Promise<void>;
  /** Runs on every invalidation, this process's edit or another's (main.ts clears the page cache). */
  onInvalidate(listener: () => void): () => void;
}

export function catalogueChanges(): CatalogueChanges {
  const invalidated = new Set<() => void>();
  const writes = new Set<() => Promise<void> | void>();
  const invalidate = () => {
    for (const l of invalidated) l();
  };
  return {
    invalidate,
    onInvalidate(listener) {
      invalidated.add(listener);
      return () => invalidated.delete(listener);
    },
    onWrite(listener) {
      writes.add(listener);
      return () => writes.delete(listener);
    },
    async written() {
      invalidate();
      await Promise.all([...writes].map((l) => l()));
    },
  };
}
