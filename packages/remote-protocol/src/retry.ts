/**
 * Retry policies as data, so the shell and the tests read the same numbers the spec gives:
 * - shell level (spec 000 §4, §8, §9): 5 tries at 1000 ms, then a refresh button;
 * - view level (spec 001 §4, §9): 3 retries, delay doubling from 1000 ms, then a reload message.
 */

export interface RetryPolicy {
  name: "shell" | "view";
  /** Total attempts including the first one. */
  maxAttempts: number;
  initialDelayMs: number;
  backoff: "fixed" | "double";
  /** Dictionary keys the caller shows once the attempts are used up. */
  giveUp: { messageKey?: string; hintKey?: string; buttonKey: string };
}

export const shellRetryPolicy: RetryPolicy = Object.freeze({
  name: "shell",
  maxAttempts: 5,
  initialDelayMs: 1000,
  backoff: "fixed",
  giveUp: Object.freeze({ buttonKey: "main_page_refresh_button" }),
});

export const viewRetryPolicy: RetryPolicy = Object.freeze({
  name: "view",
  maxAttempts: 1 + 3,
  initialDelayMs: 1000,
  backoff: "double",
  giveUp: Object.freeze({
    messageKey: "main_dictionary_load_error",
    hintKey: "main_dictionary_refresh_page",
    buttonKey: "main_refreshing_button",
  }),
});

/** Delay before attempt number `attempt` (1-based); the first attempt never waits. */
export function delayBefore(policy: RetryPolicy, attempt: number): number {
  if (attempt <= 1) return 0;
  const retry = attempt - 1;
  return policy.backoff === "fixed" ? policy.initialDelayMs : policy.initialDelayMs * 2 ** (retry - 1);
}

/** All the waits a policy can make, in order: shell [1000,1000,1000,1000], view [1000,2000,4000]. */
export function retryDelays(policy: RetryPolicy): number[] {
  return Array.from({ length: policy.maxAttempts - 1 }, (_, index) => delayBefore(policy, index + 2));
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Real sleep; tests inject their own so retries run instantly. */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
