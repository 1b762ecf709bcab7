import type { HttpFailure } from "@parlay/web";
import { useCallback, useEffect, useState } from "react";
import type { HttpResult } from "../api/wallet-api.ts";

export interface LoadState<T> {
  status: "loading" | "ready" | "error";
  /** The last data loaded; kept while reloading so a table does not blink away between pages. */
  data: T | null;
  error: HttpFailure | null;
  reload: () => void;
}

/**
 * Loads data after hydration (the server renders the frame only, so the first client render
 * matches it): runs `load` when `key` changes or on reload(), cancels the previous call, and
 * ignores a cancelled one's answer.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<HttpResult<T>>, key: string): LoadState<T> {
  const [run, setRun] = useState(0);
  const [state, setState] = useState<Omit<LoadState<T>, "reload">>({
    status: "loading",
    data: null,
    error: null,
  });
  // `key` stands for everything `load` reads: a new closure with the same key is the same request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads; a new closure with the same key is the same request
  useEffect(() => {
    const abort = new AbortController();
    setState((s) => ({ ...s, status: "loading", error: null }));
    void load(abort.signal).then((res) => {
      if (abort.signal.aborted) return;
      if (res.ok) setState({ status: "ready", data: res.data, error: null });
      else if (res.error.kind !== "close") setState((s) => ({ ...s, status: "error", error: res.error }));
    });
    return () => abort.abort();
  }, [key, run]);
  const reload = useCallback(() => setRun((n) => n + 1), []);
  return { ...state, reload };
}
