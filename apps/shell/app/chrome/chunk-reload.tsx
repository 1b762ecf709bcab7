import { useEffect } from "react";

const KEY = "parlay:chunk-reload-at";
const MIN_INTERVAL_MS = 60_000;

/** A stale deployment's missing chunk: the fix is a reload, but at most once a minute (spec 000 §8). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    message,
  );
}

export function shouldReloadForChunk(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= MIN_INTERVAL_MS;
}

export function ChunkReload() {
  useEffect(() => {
    const last = Number(sessionStorage.getItem(KEY)) || null;
    if (shouldReloadForChunk(last, Date.now())) {
      sessionStorage.setItem(KEY, String(Date.now()));
      window.location.reload();
    }
  }, []);
  return (
    <main className="shell-status">
      <p>…</p>
    </main>
  );
}
