/**
 * bench:casino-games-rtp — simulated RTP of the provider sandbox's games (packages/domain/src/casino-games)
 * against their theoretical values, with a chi-square of each game's outcomes at 99 %.
 *
 * Every game runs ROUNDS rounds (default 10^7) split over WORKERS worker threads (default 2), each with
 * its own seeded generator (seed printed; the figures are reproducible). Reported: RTP, its standard
 * error (sample standard deviation of one round's return / √n), the distance to the theoretical value
 * in percentage points and in standard errors, rounds per second (wall clock of the parallel run), and
 * the chi-square: roulette pockets; slot reel stops (each reel); blackjack: rank of the first card.
 * Results go to "## Casino: provider games RTP" of docs/benchmarks.md.
 * Env: ROUNDS (10000000), WORKERS (2), SEED (20261127), GAMES (comma list; all by default).
 */
import { availableParallelism, loadavg } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import {
  type ChiSquare,
  cardRank,
  chiSquare,
  drawLiveResult,
  PARLAY_FRUITS,
  playBasicStrategyRound,
  playRound,
  type RouletteBet,
  seededRng,
  settleBet,
  slotRtp,
  spinWheel,
  toDecimal,
  toNumber,
} from "@parlay/domain/casino-games";
import { writeSection } from "./lib.ts";

type Game = "slot" | "roulette" | "live-roulette" | "blackjack";
const GAMES: Game[] = ["slot", "roulette", "live-roulette", "blackjack"];

/** Ten one-unit bets, one of each kind, around 17 (the same layout every spin). */
const LAYOUT: RouletteBet[] = [
  { kind: "straight", numbers: [17] },
  { kind: "split", numbers: [17, 20] },
  { kind: "street", numbers: [16, 17, 18] },
  { kind: "corner", numbers: [17, 18, 20, 21] },
  { kind: "sixline", numbers: [16, 17, 18, 19, 20, 21] },
  { kind: "column", index: 2 },
  { kind: "dozen", index: 2 },
  { kind: "red" },
  { kind: "odd" },
  { kind: "high" },
];
/** The live table's players bet the even chances and a dozen. */
const LIVE_LAYOUT: RouletteBet[] = [
  { kind: "black" },
  { kind: "even" },
  { kind: "low" },
  { kind: "dozen", index: 3 },
];

interface Part {
  n: number;
  /** Σ return and Σ return², in stakes per round. */
  sum: number;
  sumSq: number;
  /** Outcome counts for the chi-square, one array per tested variable. */
  counts: number[][];
  /** Roulette only: Σ return per layout bet. */
  perBet: number[];
}

const inc = (a: number[], i: number, by = 1): void => {
  a[i] = (a[i] ?? 0) + by;
};

function simulate(game: Game, n: number, seed: number): Part {
  const rng = seededRng(seed);
  let sum = 0;
  let sumSq = 0;
  if (game === "slot") {
    const counts = PARLAY_FRUITS.reels.map((s) => new Array<number>(s.length).fill(0));
    const lines = PARLAY_FRUITS.paylines.length;
    for (let i = 0; i < n; i++) {
      const r = playRound(PARLAY_FRUITS, rng);
      r.base.stops.forEach((s, reel) => {
        inc(counts[reel] as number[], s);
      });
      const x = r.total / lines;
      sum += x;
      sumSq += x * x;
    }
    return { n, sum, sumSq, counts, perBet: [] };
  }
  if (game === "blackjack") {
    const ranks = new Array<number>(13).fill(0);
    for (let i = 0; i < n; i++) {
      const s = playBasicStrategyRound(2, rng);
      const x = s.settlement.returned / 2 - (s.settlement.staked - 2) / 2; // per initial bet: 1 + net
      sum += x;
      sumSq += x * x;
      inc(ranks, cardRank(s.dealt[0] as number)); // the first card of the round
    }
    return { n, sum, sumSq, counts: [ranks], perBet: [] };
  }
  const layout = game === "roulette" ? LAYOUT : LIVE_LAYOUT;
  const pockets = new Array<number>(37).fill(0);
  const perBet = new Array<number>(layout.length).fill(0);
  for (let i = 0; i < n; i++) {
    const pocket = game === "roulette" ? spinWheel(rng) : drawLiveResult(rng);
    inc(pockets, pocket);
    let x = 0;
    for (let b = 0; b < layout.length; b++) {
      const r = settleBet(layout[b] as RouletteBet, 1, pocket);
      inc(perBet, b, r);
      x += r;
    }
    x /= layout.length;
    sum += x;
    sumSq += x * x;
  }
  return { n, sum, sumSq, counts: [pockets], perBet };
}

if (!isMainThread) {
  const { game, n, seed } = workerData as { game: Game; n: number; seed: number };
  parentPort?.postMessage(simulate(game, n, seed));
}

/** Blackjack for basic strategy with these rules: single-deck baseline −0.02 %, six decks −0.53 %,
 * double after split +0.13 % (thecolorofblackjack.com/solution_one.html): house edge ≈ 0.42 %. */
const BLACKJACK_KNOWN = 1 - 0.0042;

function theory(game: Game): { value: number; label: string } {
  if (game === "slot") {
    const r = slotRtp(PARLAY_FRUITS).rtp;
    return { value: toNumber(r), label: `${r.n}/${r.d} = ${toDecimal(r, 6)}` };
  }
  if (game === "blackjack")
    return { value: BLACKJACK_KNOWN, label: "≈ 0.9958 (published house edge 0.42 %)" };
  return { value: 36 / 37, label: "36/37 = 0.972973" };
}

function runParts(game: Game, rounds: number, workers: number, seed: number): Promise<Part[]> {
  const share = Math.ceil(rounds / workers);
  return Promise.all(
    Array.from({ length: workers }, (_, w) => {
      const n = Math.min(share, rounds - w * share);
      return new Promise<Part>((resolve, reject) => {
        // Node 20 does not carry tsx's loader hooks into workers: the worker registers them itself.
        const boot = `import("tsx/esm/api").then((t) => { t.register(); return import(${JSON.stringify(import.meta.url)}); });`;
        const worker = new Worker(boot, { eval: true, workerData: { game, n, seed: seed + w * 7919 } });
        worker.once("message", (m: Part) => resolve(m));
        worker.once("error", reject);
      });
    }),
  );
}

function merge(parts: Part[]): Part {
  const first = parts[0] as Part;
  const add = (a: number[], b: number[]) => a.map((x, i) => x + (b[i] ?? 0));
  return parts.slice(1).reduce(
    (acc, p) => ({
      n: acc.n + p.n,
      sum: acc.sum + p.sum,
      sumSq: acc.sumSq + p.sumSq,
      counts: acc.counts.map((c, i) => add(c, p.counts[i] ?? [])),
      perBet: add(acc.perBet, p.perBet),
    }),
    first,
  );
}

const pct = (x: number, d = 3) => `${(100 * x).toFixed(d)} %`;
const fmtChi = (c: ChiSquare) => `χ²=${c.statistic.toFixed(1)} (${c.dof} df) p=${c.p.toFixed(3)}`;

async function main(): Promise<void> {
  const rounds = Number(process.env.ROUNDS ?? 10_000_000);
  const workers = Math.max(1, Number(process.env.WORKERS ?? 2));
  const seed = Number(process.env.SEED ?? 20261127);
  const games = (process.env.GAMES?.split(",") as Game[] | undefined) ?? GAMES;
  const rows: string[] = [];
  const chiRows: string[] = [];
  const perBetRows: string[] = [];
  const started = performance.now();
  for (const game of games) {
    const t0 = performance.now();
    const m = merge(await runParts(game, rounds, workers, seed + GAMES.indexOf(game) * 1_000_003));
    const seconds = (performance.now() - t0) / 1000;
    const rtp = m.sum / m.n;
    const sd = Math.sqrt(Math.max(0, m.sumSq / m.n - rtp * rtp));
    const se = sd / Math.sqrt(m.n);
    const th = theory(game);
    const diff = rtp - th.value;
    const within = Math.abs(diff) <= 0.001 ? "yes" : "no";
    const z = diff / se;
    rows.push(
      `| ${game} | ${m.n.toLocaleString("en")} | ${pct(rtp)} | ${pct(se)} | ${th.label} | ${(100 * diff).toFixed(3)} pp (${z.toFixed(2)} SE) | ${within} | ${Math.abs(z) <= 3 ? "yes" : "no"} | ${Math.round(m.n / seconds).toLocaleString("en")} |`,
    );
    const names =
      game === "slot"
        ? m.counts.map((_, i) => `reel ${i + 1} stops`)
        : game === "blackjack"
          ? ["first card rank"]
          : ["pockets"];
    m.counts.forEach((c, i) => {
      const chi = chiSquare(c);
      chiRows.push(`| ${game} | ${names[i]} | ${fmtChi(chi)} | ${chi.pass ? "pass" : "FAIL"} |`);
    });
    if (game === "roulette" || game === "live-roulette") {
      (game === "roulette" ? LAYOUT : LIVE_LAYOUT).forEach((bet, b) => {
        const mult =
          36 /
          (bet.kind === "column" || bet.kind === "dozen" ? 12 : "numbers" in bet ? bet.numbers.length : 18);
        const p = 1 / mult;
        const r = (m.perBet[b] as number) / m.n;
        const betSe = (mult * Math.sqrt(p * (1 - p))) / Math.sqrt(m.n);
        perBetRows.push(
          `| ${game} | ${bet.kind}${"numbers" in bet ? ` ${bet.numbers.join("-")}` : "index" in bet ? ` ${bet.index}` : ""} | ${pct(r)} | ${pct(betSe)} | ${((r - 36 / 37) / betSe).toFixed(2)} |`,
        );
      });
    }
    console.log(rows.at(-1));
  }
  const total = (performance.now() - started) / 1000;
  const body = [
    `\`npm run bench:casino-games-rtp\` — ${rounds.toLocaleString("en")} rounds per game on ${workers} worker threads (seed ${seed}), ${total.toFixed(0)} s in all; ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)} at the end (the machine is shared: rounds/s are a floor, not a capacity figure).`,
    "",
    'RTP is the return per stake: the slot per total bet (20 line bets), free spins included; roulette per unit over a layout of one unit on each of ten bet kinds (live: four outside bets); blackjack per initial bet for basic strategy, insurance declined (doubles and splits add stake but the edge is quoted per initial bet). SE = standard deviation of one round\'s return / √n. "±0.1 pp" compares with the theoretical value; "3 SE" says whether the gap is within three standard errors, which is the test that can be expected to pass: the slot\'s standard deviation per round (about 3.4 bets) puts its SE near 0.1 pp at 10^7 rounds.',
    "",
    "| game | rounds | RTP | SE | theoretical | gap | within ±0.1 pp | within 3 SE | rounds/s |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "Roulette, each bet of the layout on its own (theory 36/37 = 97.297 % for every one):",
    "",
    "| table | bet | RTP | SE | gap in SE |",
    "|---|---|---|---|---|",
    ...perBetRows,
    "",
    "Chi-square of the outcomes against uniform (99 %: pass when p ≥ 0.01):",
    "",
    "| game | variable | statistic | 99 % |",
    "|---|---|---|---|",
    ...chiRows,
  ].join("\n");
  console.log(body);
  if (games.length === GAMES.length && rounds >= 10_000_000) writeSection("Casino: provider games RTP", body);
  else console.log("(partial run: docs/benchmarks.md not written)");
}

if (isMainThread) await main();
