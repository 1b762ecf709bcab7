/**
 * Waits the live acceptance delay and answers how long it waited (ms): a live coupon's
 * acceptedAfterMs. Injected so tests hold a placement inside its delay and change the game then,
 * instead of racing a real clock.
 */
export type LiveDelayWait = (ms: number) => Promise<number>;

/** The real wait: a timer, measured on the monotonic clock. */
export const waitLiveDelay: LiveDelayWait = async (ms) => {
  const started = performance.now();
  await new Promise<void>((resolve) => setTimeout(resolve, ms));
  return Math.round(performance.now() - started);
};
