/**
 * bench:betting — settlements per second of the betting engine on one core.
 * Settles (validation + exact settlement + rounding, via settleCoupon) a system 8/16 and a
 * Lucky 63 in repeated timed rounds, reports the median of the rounds, and writes the section
 * "## Betting engine (bench:betting)" of docs/benchmarks.md (other sections are kept).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  BetStatus,
  type BetStatusId,
  type CouponInput,
  CouponType,
  money,
  odds,
  settleCoupon,
} from "@parlay/domain/betting";

const ROUNDS = 9;
const ROUND_MS = 400;
const TARGET = 100_000;

function selections(oddsList: readonly string[], statuses: readonly BetStatusId[]) {
  return oddsList.map((o, i) => ({
    odds: odds(BigInt(o.replace(".", ""))),
    status: statuses[i % statuses.length] as BetStatusId,
  }));
}

const ODDS_16 = [
  "1.450",
  "1.620",
  "1.750",
  "1.830",
  "1.910",
  "2.000",
  "2.050",
  "2.150",
  "2.250",
  "2.400",
  "2.550",
  "2.700",
  "2.900",
  "3.100",
  "3.400",
  "3.750",
];
const ODDS_6 = ["1.500", "2.100", "2.750", "3.200", "4.500", "6.000"];
const W = BetStatus.win;

const cases: { name: string; input: CouponInput }[] = [
  {
    name: "system 8/16, every leg won",
    input: {
      typeId: CouponType.system,
      amount: money(12_870_00n),
      systemValue: 8,
      selections: selections(ODDS_16, [W]),
    },
  },
  {
    name: "system 8/16, mixed (won, lost, void, half results)",
    input: {
      typeId: CouponType.system,
      amount: money(12_870_00n),
      systemValue: 8,
      selections: selections(ODDS_16, [
        W,
        W,
        BetStatus.lose,
        W,
        BetStatus.return,
        BetStatus.halfWinHalfReturn,
        W,
        BetStatus.halfLoseHalfReturn,
      ]),
    },
  },
  {
    name: "Lucky 63, every leg won",
    input: { typeId: CouponType.lucky, amount: money(63_00n), selections: selections(ODDS_6, [W]) },
  },
  {
    name: "Lucky 63, mixed (won, lost, void, half results)",
    input: {
      typeId: CouponType.lucky,
      amount: money(63_00n),
      selections: selections(ODDS_6, [
        W,
        BetStatus.lose,
        BetStatus.return,
        BetStatus.halfWinHalfReturn,
        W,
        BetStatus.halfLoseHalfWin,
      ]),
    },
  },
];

function round(input: CouponInput): number {
  let count = 0;
  let sink = 0n;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ROUND_MS) {
    for (let i = 0; i < 1000; i++) sink ^= settleCoupon(input).totalReturn ?? 0n;
    count += 1000;
    elapsed = performance.now() - start;
  }
  if (sink === -1n) console.log("unreachable");
  return (count / elapsed) * 1000;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const results = cases.map(({ name, input }) => {
  round(input); // warm-up
  const rates = Array.from({ length: ROUNDS }, () => round(input));
  return { name, median: median(rates), min: Math.min(...rates), max: Math.max(...rates) };
});

const fmt = (x: number) => Math.round(x).toLocaleString("en-US");
for (const r of results) {
  console.log(`${r.name}: median ${fmt(r.median)} settlements/s (min ${fmt(r.min)}, max ${fmt(r.max)})`);
}

/** A markdown table laid out the way the repository's formatter (Biome) lays it out. */
function markdownTable(header: string[], right: boolean[], rows: string[][]): string[] {
  const widths = header.map((h, c) => Math.max(h.length, 3, ...rows.map((r) => (r[c] ?? "").length)));
  const cell = (text: string, c: number) =>
    right[c] ? text.padStart(widths[c] ?? 0) : text.padEnd(widths[c] ?? 0);
  const line = (cells: string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = widths.map((w, c) => (right[c] ? `${"-".repeat(w - 1)}:` : "-".repeat(w)));
  return [line(header), `| ${rule.join(" | ")} |`, ...rows.map(line)];
}

const cpu = cpus()[0]?.model ?? "unknown CPU";
const section = [
  "## Betting engine (bench:betting)",
  "",
  `Settlements per second on one core (\`npm run bench:betting\`): \`settleCoupon\` (validation, exact settlement with`,
  "bigint arithmetic and elementary symmetric polynomials, one half-up rounding) on a prepared coupon;",
  `${ROUNDS} timed rounds of ${ROUND_MS} ms after a warm-up, median reported. Target: ${fmt(TARGET)} per second each.`,
  `Machine: ${cpu}, Node ${process.version}, shared with other work while measured.`,
  "",
  ...markdownTable(
    ["coupon", "median / s", "min / s", "max / s", "target met"],
    [false, true, true, true, false],
    results.map((r) => [r.name, fmt(r.median), fmt(r.min), fmt(r.max), r.median >= TARGET ? "yes" : "no"]),
  ),
  "",
].join("\n");

const docs = join(dirname(fileURLToPath(import.meta.url)), "..", "docs", "benchmarks.md");
const before = existsSync(docs) ? readFileSync(docs, "utf8") : "# Benchmarks\n";
const start = before.indexOf("## Betting engine (bench:betting)");
let after: string;
if (start === -1) {
  after = `${before.trimEnd()}\n\n${section}`;
} else {
  const next = before.indexOf("\n## ", start + 1);
  after = `${before.slice(0, start)}${section}${next === -1 ? "" : `\n${before.slice(next + 1)}`}`;
}
writeFileSync(docs, after.endsWith("\n") ? after : `${after}\n`);
console.log(`updated ${docs}`);
