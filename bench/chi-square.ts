/** Pearson's chi-square goodness-of-fit test with its p-value (regularized upper incomplete gamma). */

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9), accurate to ~1e-15 for x > 0.
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = c[0] as number;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Q(a, x) = Γ(a, x) / Γ(a): series below a + 1, Lentz's continued fraction above (Numerical Recipes §6.2). */
export function upperGammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = -x + a * Math.log(x) - logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * Math.exp(lead);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return Math.exp(lead) * h;
}

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
  return { statistic, df, p: upperGammaQ(df / 2, statistic / 2), bins: bins.length };
}
