/**
 * The crash round's multiplier curve (docs/casino.md "Crash rounds"): while flying, the multiplier after
 * t ms is ⌊100 · e^(g·t)⌋ hundredths with g = 0.00006 per ms (2.00× after 11.6 s, 10.00× after 38.4 s).
 * A round with point P flies for ⌈ln(P / 100) / g⌉ ms and then crashes (1.00× crashes at once). A cash-out
 * at t before the crash takes min(curve(t), P); from the crash on, nothing. The outcome is the point alone:
 * the curve only says when the server's clock reaches it.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

/** The multiplier (hundredths) `elapsedMs` after the round took off. */
export function crashMultiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) + 1e-9);
}

/** How long (ms) a round with this point flies before it crashes. */
export function crashFlightMs(point: number): number {
  if (point <= 100) return 0;
  return Math.ceil(Math.log(point / 100) / CRASH_GROWTH_PER_MS);
}

/** The multiplier a manual cash-out at `elapsedMs` takes, or null when the round has crashed by then. */
export function crashCashOutAt(point: number, elapsedMs: number): number | null {
  if (elapsedMs >= crashFlightMs(point)) return null;
  return Math.min(crashMultiplierAt(elapsedMs), point);
}
