/**
 * One worker of bench:casino-rtp: plays `rounds` rounds of one game and answers the sums and histograms.
 * mode "stream": floats from an AES-128-CTR keystream (fast, reproducible) through the domain's mapping.
 * mode "hmac": the whole published path — HMAC-SHA256 seeds → floats → result (crash: a real hash chain).
 */
import { createCipheriv, createHash } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";
import { crashChain, crashPoint, fairFloats } from "@parlay/domain/fair";
import { BENCH_GAMES, crashRound } from "./casino-rtp-games.ts";

export type WorkerJob = { game: string; mode: "stream" | "hmac"; rounds: number; key: string };
export type WorkerAnswer = {
  rounds: number;
  sum: number;
  sumSq: number;
  hist: number[];
  byteHist: number[];
  ms: number;
};

function streamFloats(key: string): (count: number) => number[] {
  const digest = createHash("sha256").update(key).digest();
  const cipher = createCipheriv("aes-128-ctr", digest.subarray(0, 16), digest.subarray(16, 32));
  const zeros = Buffer.alloc(1 << 20);
  let buf = Buffer.alloc(0);
  let at = 0;
  return (count) => {
    const out = new Array<number>(count);
    for (let i = 0; i < count; i++) {
      if (at + 4 > buf.length) {
        buf = cipher.update(zeros);
        at = 0;
      }
      out[i] = buf.readUInt32BE(at) / 2 ** 32;
      at += 4;
    }
    return out;
  };
}

function run(job: WorkerJob): WorkerAnswer {
  const game = BENCH_GAMES.find((g) => g.name === job.game);
  if (!game) throw new Error(`no bench game ${job.game}`);
  const hist = new Array<number>(game.binProbabilities.length).fill(0);
  const byteHist = new Array<number>(256).fill(0);
  let sum = 0;
  let sumSq = 0;
  const add = ({ multiplier, bin }: { multiplier: number; bin: number }) => {
    const m = multiplier / 10_000;
    sum += m;
    sumSq += m * m;
    hist[bin] = (hist[bin] as number) + 1;
  };
  const t0 = performance.now();
  if (job.mode === "stream") {
    const next = streamFloats(job.key);
    for (let i = 0; i < job.rounds; i++) add(game.play(next(game.floats)));
  } else if (game.name === "crash") {
    const chain = crashChain(createHash("sha256").update(job.key).digest("hex"), job.rounds);
    for (let i = 1; i <= job.rounds; i++) add(crashRound(crashPoint(chain[i] as string, "bench salt")));
  } else {
    for (let nonce = 0; nonce < job.rounds; nonce++) {
      const floats = fairFloats({ serverSeed: job.key, clientSeed: "bench", nonce, cursor: 0 }, game.floats);
      for (const f of floats) {
        const u = f * 2 ** 32;
        for (const b of [u >>> 24, (u >>> 16) & 255, (u >>> 8) & 255, u & 255])
          byteHist[b] = (byteHist[b] as number) + 1;
      }
      add(game.play(floats));
    }
  }
  return { rounds: job.rounds, sum, sumSq, hist, byteHist, ms: performance.now() - t0 };
}

parentPort?.postMessage(run(workerData as WorkerJob));
