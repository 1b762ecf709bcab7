import { useCallback, useEffect, useRef, useState } from "react";
import type { HttpResult } from "../http/client.ts";
import type { HttpFailure } from "../http/errors.ts";

/** What a form's submission looks like to the form: pending while it runs, its refusal after. */
export interface Submit<T> {
  /** A call is under way: the form disables its controls. */
  pending: boolean;
  /** The last call's refusal, until the next call or `reset()`. */
  error: HttpFailure | null;
  /**
   * Runs one call. A second `run` while one is pending is ignored and answers null (a double
   * click sends one request); so is an answer that arrives after the form has gone.
   */
  run(call: (signal: AbortSignal) => Promise<HttpResult<T>>): Promise<HttpResult<T> | null>;
  /** Forgets the refusal (e.g. when the player edits the field it was about). */
  reset(): void;
}

export interface SubmitOptions<T> {
  /** Called with the answer of a successful call, inside the same transition. */
  onSuccess?: (data: T) => void;
  /** Called with a refusal (besides `error`), e.g. to move the focus to the field it names. */
  onError?: (error: HttpFailure) => void;
}

/**
 * The one submit hook of the site's forms (issue 14 #1): single-flight, aborted when the form
 * unmounts, pending and refusal state instead of each form's own flags. Plain state, not a React 19
 * async transition: React entangles every async action in flight, so one slow call (a live bet's
 * acceptance delay) would keep every other form on the page pending until it ends.
 */
export function useSubmit<T>(options: SubmitOptions<T> = {}): Submit<T> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<HttpFailure | null>(null);
  const inFlight = useRef(false);
  const mounted = useRef<AbortController | null>(null);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => {
      controller.abort();
      mounted.current = null;
    };
  }, []);

  const run = useCallback<Submit<T>["run"]>(async (call) => {
    const controller = mounted.current;
    if (inFlight.current || !controller) return null;
    inFlight.current = true;
    setPending(true);
    setError(null);
    let result: HttpResult<T>;
    try {
      result = await call(controller.signal);
    } finally {
      inFlight.current = false;
      if (!controller.signal.aborted) setPending(false);
    }
    if (controller.signal.aborted) return null;
    if (result.ok) latest.current.onSuccess?.(result.data);
    else {
      setError(result.error);
      latest.current.onError?.(result.error);
    }
    return result;
  }, []);

  const reset = useCallback(() => setError(null), []);
  return { pending, error, run, reset };
}
