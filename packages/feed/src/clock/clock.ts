/**
 * The feed's notion of "now". Everything time-dependent (the calendar window, kick-offs, the live
 * clock) reads an injected Clock, so tests can move time by hand and demos can speed it up.
 */
export interface Clock {
  /** Milliseconds since the epoch, in simulated time. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface ManualClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

/** A clock that moves only when told to (tests). */
export function manualClock(start: number): ManualClock {
  let t = start;
  return {
    now: () => t,
    set: (ms) => {
      t = ms;
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

/**
 * Simulated time that runs `speed` times faster than `base`, starting at `origin` (default: the
 * base's now). speed 1 is real time; speed 60 plays a football match in under two minutes.
 */
export function scaledClock(speed: number, base: Clock = systemClock, origin?: number): Clock {
  if (!(speed > 0) || !Number.isFinite(speed)) throw new RangeError(`clock speed must be > 0, got ${speed}`);
  const realStart = base.now();
  const simStart = origin ?? realStart;
  return { now: () => simStart + (base.now() - realStart) * speed };
}

export interface ShiftableClock extends Clock {
  /** Moves this clock forward by `ms` from now on (fast-forward in development and tests). */
  shift(ms: number): void;
  /** Total milliseconds shifted so far. */
  readonly offset: number;
}

/** `base` plus an offset that only grows: lets a running simulator jump ahead in time. */
export function shiftableClock(base: Clock = systemClock): ShiftableClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    shift(ms) {
      if (!(ms >= 0) || !Number.isFinite(ms)) throw new RangeError(`clock shift must be ≥ 0, got ${ms}`);
      offset += ms;
    },
    get offset() {
      return offset;
    },
  };
}
