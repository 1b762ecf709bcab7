import { useCallback, useEffect, useState } from "react";

export type Load<T> = { state: "loading" } | { state: "error" } | { state: "ready"; data: T };

/**
 * Loads after hydration only: the first client render equals the server's "loading" frame, so
 * hydration matches. `key` changes reload; `retry` reloads after an error; nothing loads until
 * `enabled` (the stored settings a load depends on are read).
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>, enabled = true) {
  const [value, setValue] = useState<Load<T>>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  // `key` names everything `load` reads; `attempt` re-runs it after an error.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads; a new closure with the same key is the same request
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    setValue({ state: "loading" });
    load(abort.signal).then(
      (data) => setValue({ state: "ready", data }),
      () => {
        if (!abort.signal.aborted) setValue({ state: "error" });
      },
    );
    return () => abort.abort();
  }, [key, attempt, enabled]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [value, setValue, retry] as const;
}
