/**
 * bench:casino-slot-enumeration — the slot's base game by brute force: every one of the
 * Π len_r reel-stop combinations of Parlay Fruits is evaluated on all 20 lines, and the sums are
 * compared with the exact per-line derivation of slotRtp() (docs/casino.md "Provider sandbox games").
 * Split over WORKERS worker threads (default 2) by the stop of reel 1. Prints the figures; writes nothing.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { evaluateGrid, frac, PARLAY_FRUITS, slotRtp, windowAt } from "@parlay/domain/casino-games";

interface Sums {
  combos: number;
  /** Σ line + scatter pays, line-bet units, no multiplier. */
  pay: number;
  triggers: number;
}

function enumerate(firstStops: number[]): Sums {
  const def = PARLAY_FRUITS;
  const lens = def.reels.map((r) => r.length);
  const sums: Sums = { combos: 0, pay: 0, triggers: 0 };
  const stops = [0, 0, 0, 0, 0];
  for (const s0 of firstStops) {
    stops[0] = s0;
    for (let s1 = 0; s1 < (lens[1] as number); s1++) {
      stops[1] = s1;
      for (let s2 = 0; s2 < (lens[2] as number); s2++) {
        stops[2] = s2;
        for (let s3 = 0; s3 < (lens[3] as number); s3++) {
          stops[3] = s3;
          for (let s4 = 0; s4 < (lens[4] as number); s4++) {
            stops[4] = s4;
            const e = evaluateGrid(def, windowAt(def, stops));
            sums.combos++;
            sums.pay += e.total;
            if (e.freeSpinsAwarded) sums.triggers++;
          }
        }
      }
    }
  }
  return sums;
}

if (!isMainThread) {
  parentPort?.postMessage(enumerate(workerData as number[]));
} else {
  const workers = Math.max(1, Number(process.env.WORKERS ?? 2));
  const len0 = PARLAY_FRUITS.reels[0]?.length ?? 0;
  const started = performance.now();
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const mine = Array.from({ length: len0 }, (_, i) => i).filter((i) => i % workers === w);
      const boot = `import("tsx/esm/api").then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); });`;
      return new Promise<Sums>((resolve, reject) => {
        const worker = new Worker(boot, { eval: true, workerData: mine });
        worker.once("message", resolve);
        worker.once("error", reject);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sum = parts.reduce((a, p) => ({
    combos: a.combos + p.combos,
    pay: a.pay + p.pay,
    triggers: a.triggers + p.triggers,
  }));
  const exact = slotRtp(PARLAY_FRUITS);
  const lines = PARLAY_FRUITS.paylines.length;
  const base = frac(BigInt(sum.pay), BigInt(sum.combos) * BigInt(lines));
  const trigger = frac(sum.triggers, sum.combos);
  const same = (a: { n: bigint; d: bigint }, b: { n: bigint; d: bigint }) => a.n === b.n && a.d === b.d;
  console.log(
    `${sum.combos.toLocaleString("en")} combinations in ${seconds.toFixed(1)} s: one spin returns ${base.n}/${base.d} ` +
      `(per-line derivation ${same(base, exact.baseSpin) ? "agrees" : `DIFFERS: ${exact.baseSpin.n}/${exact.baseSpin.d}`}), ` +
      `P(trigger) = ${trigger.n}/${trigger.d} (${same(trigger, exact.trigger) ? "agrees" : "DIFFERS"})`,
  );
  if (!same(base, exact.baseSpin) || !same(trigger, exact.trigger)) process.exitCode = 1;
}
