/**
 * The crash rounds pushed (docs/casino.md "Crash rounds, pushed"): whichever process changes a round
 * (the leader: phases, auto cash-outs; any process: a player's cash-out) publishes a frame on the
 * topic bus; every process hears it, keeps the round's state for the sockets that subscribe later
 * (the snapshot) and hands it to its own sockets subscribed to topic `crash` on /ws/live.
 */
import { type CrashFrame, type CrashRoundNow, crashFrame } from "@parlay/contracts/originals";
import { crashMultiplierAt } from "@parlay/domain/fair";

type RoundFrame = Extract<CrashFrame, { e: "round" }>;

export const CRASH_TOPIC = "crash";

/** A frame from the bus, checked (a foreign or corrupt one is dropped). */
export function parseCrashFrame(raw: unknown): CrashFrame | null {
  const parsed = crashFrame.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export interface CrashRelay {
  /** A frame every process heard. */
  hear(frame: CrashFrame): void;
  /** The round as a new subscriber first sees it: the phase, the clock now, the cash-outs so far. */
  snapshot(): RoundFrame | null;
}

export function createCrashRelay(now: () => number): CrashRelay {
  let last: RoundFrame | null = null;
  let cashOuts: [string, number][] = [];
  return {
    hear(frame) {
      if (frame.e === "round") {
        if (last?.round.gameNumber !== frame.round.gameNumber) cashOuts = [];
        last = { t: "crash", e: "round", round: frame.round, cashOuts: [] };
        for (const c of frame.cashOuts) cashOuts.push(c);
      } else if (last && frame.gameNumber === last.round.gameNumber) {
        for (const c of frame.cashOuts) cashOuts.push(c);
      }
    },
    snapshot() {
      if (!last) return null;
      const at = now();
      const r = last.round;
      const round: CrashRoundNow =
        r.phase === "crashed"
          ? { ...r, serverNow: at }
          : {
              ...r,
              serverNow: at,
              multiplier: at >= r.bettingEndsAt ? crashMultiplierAt(at - r.bettingEndsAt) : 100,
            };
      return { t: "crash", e: "round", round, cashOuts: [...cashOuts] };
    },
  };
}
