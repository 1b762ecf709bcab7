import { useCallback, useEffect, useRef, useState } from "react";
import type { HttpResult } from "../http/client.ts";
import type { HttpFailure } from "../http/errors.ts";

export type LoadStatus = "loading" | "ready" | "error";

export interface LoadState<T> {
  status: LoadStatus;
  /** The last data loaded; kept while reloading so a table does not blink away between pages. */
  data: T | null;
  error: HttpFailure | null;
  /** Loads again (after an error, or to refresh). */
  reload: () => void;
  /** Changes the loaded data in place (live diffs, "show more"); does nothing before a load. */
  update: (change: (data: T) => T) => void;
}

export interface LoadOptions<T> {
  /** Nothing loads until true (e.g. until the stored settings a load depends on are read). */
  enabled?: boolean;
  /**
   * The data the server rendered with, travelling in the page: the first render is `ready` with
   * it (hydration matches the server's HTML) and the first key is not fetched again.
   */
  initial?: T | undefined;
}

/**
 * The one data hook of the shell and every remote: runs `load` when `key` changes or on reload(),
 * cancels the previous call and ignores a cancelled one's answer. `key` names everything `load`
 * reads: a new closure with the same key is the same request. Without `initial` the first render
 * is `loading` (the server's frame), and the load runs after hydration.
 */
export function useLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<HttpResult<T>>,
  options: LoadOptions<T> = {},
): LoadState<T> {
  const { enabled = true, initial } = options;
  const [run, setRun] = useState(0);
  const [state, setState] = useState<{ status: LoadStatus; data: T | null; error: HttpFailure | null }>(() =>
    initial === undefined
      ? { status: "loading", data: null, error: null }
      : { status: "ready", data: initial, error: null },
  );
  // The key the server's data answers: skipped once, so hydration does not fetch it again.
  const served = useRef<string | null>(initial === undefined ? null : key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads; a new closure with the same key is the same request
  useEffect(() => {
    if (!enabled) return;
    if (served.current === key && run === 0) return;
    served.current = null;
    const abort = new AbortController();
    setState((s) =>
      s.status === "loading" && s.error === null ? s : { ...s, status: "loading", error: null },
    );
    void load(abort.signal).then((res) => {
      if (abort.signal.aborted) return;
      if (res.ok) setState({ status: "ready", data: res.data, error: null });
      else if (res.error.kind !== "close") setState((s) => ({ ...s, status: "error", error: res.error }));
    });
    return () => abort.abort();
  }, [key, run, enabled]);
  const reload = useCallback(() => setRun((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) => setState((s) => (s.data === null ? s : { ...s, data: change(s.data) })),
    [],
  );
  return { ...state, reload, update };
}

/**
 * A loader that resolves to its data and rejects on failure, as a result `useLoad` takes: a
 * rejection becomes a network failure (an abort, a close).
 */
export async function settle<T>(promise: Promise<T>, signal?: AbortSignal): Promise<HttpResult<T>> {
  try {
    return { ok: true, status: 200, data: await promise };
  } catch (err) {
    const aborted = signal?.aborted === true;
    return {
      ok: false,
      error: {
        kind: aborted ? "close" : "network",
        status: 0,
        code: aborted ? "ABORTED" : "LOAD_FAILED",
        message: err instanceof Error ? err.message : String(err),
      },
    };
  }
}
