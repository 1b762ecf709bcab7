import { gammaQ } from "@parlay/domain/casino-games";

/**
 * Pearson's chi-square goodness-of-fit test for the benchmarks, with bins merged to the validity rule;
 * its p-value is the domain's regularised upper incomplete gamma (casino-games/chi-square.ts).
 */
export type ChiSquare = { statistic: number; df: number; p: number; bins: number };

/**
 * Observed counts against expected probabilities (summing to 1). Neighbouring bins are merged until each
 * expects at least 5 (the usual validity rule); df = bins − 1.
 */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]): ChiSquare {
  const n = observed.reduce((s, x) => s + x, 0);
  const bins: { o: number; e: number }[] = [];
  let acc = { o: 0, e: 0 };
  observed.forEach((o, i) => {
    acc = { o: acc.o + o, e: acc.e + n * (probabilities[i] as number) };
    if (acc.e >= 5) {
      bins.push(acc);
      acc = { o: 0, e: 0 };
    }
  });
  const last = bins[bins.length - 1];
  if (acc.e > 0 && last) {
    last.o += acc.o;
    last.e += acc.e;
  }
  const statistic = bins.reduce((s, b) => s + (b.o - b.e) ** 2 / b.e, 0);
  const df = bins.length - 1;
  return { statistic, df, p: gammaQ(df / 2, statistic / 2), bins: bins.length };
}
