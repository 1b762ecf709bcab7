/** Chi-square goodness of fit and its p-value, for the RNG and outcome checks (bench:casino-games-rtp). */

/** ln Γ(x), Lanczos approximation (g = 7, n = 9), |error| < 1e-13 for x > 0. */
function lnGamma(x: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - lnGamma(1 - x);
  const xx = x - 1;
  let a = c[0] as number;
  const t = xx + 7.5;
  for (let i = 1; i < 9; i++) a += (c[i] as number) / (xx + i);
  return 0.5 * Math.log(2 * Math.PI) + (xx + 0.5) * Math.log(t) - t + Math.log(a);
}

/** Regularized upper incomplete gamma Q(a, x) (series below a + 1, continued fraction above). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lead = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10_000 && Math.abs(term) > Math.abs(sum) * 1e-15; n++) {
      term *= x / (a + n);
      sum += term;
    }
    return 1 - sum * lead;
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
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return lead * h;
}

export interface ChiSquare {
  statistic: number;
  dof: number;
  p: number;
  /** Uniformity not rejected at the 99 % level (p ≥ 0.01). */
  pass: boolean;
}

/** Chi-square of observed counts against expected proportions (uniform when omitted). */
export function chiSquare(observed: readonly number[], expected?: readonly number[]): ChiSquare {
  const n = observed.reduce((s, x) => s + x, 0);
  const k = observed.length;
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = n * (expected ? (expected[i] as number) : 1 / k);
    statistic += ((o - e) * (o - e)) / e;
  });
  const dof = k - 1;
  const p = gammaQ(dof / 2, statistic / 2);
  return { statistic, dof, p, pass: p >= 0.01 };
}
