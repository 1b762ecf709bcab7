/** Binomial coefficients, elementary symmetric polynomials and combination enumeration. */

const pascal: bigint[][] = [[1n]];

/** C(n, k) as an exact bigint (0 when k is out of range). */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n || n < 0) return 0n;
  for (let row = pascal.length; row <= n; row++) {
    const prev = pascal[row - 1] as bigint[];
    const next: bigint[] = [1n];
    for (let j = 1; j < row; j++) next.push((prev[j - 1] as bigint) + (prev[j] as bigint));
    next.push(1n);
    pascal.push(next);
  }
  return (pascal[n] as bigint[])[k] as bigint;
}

/**
 * e_k(x_1 … x_n): the sum over all k-subsets of the product of their members, in O(n·k) instead of
 * C(n, k) products. Uses e_j ← e_j + x_i · e_{j-1} (j descending), skipping zeros (a lost leg adds
 * nothing) and the e_j that can no longer reach e_k with the items left.
 */
export function elementarySymmetric(xs: readonly bigint[], k: number): bigint {
  const n = xs.length;
  if (k === 0) return 1n;
  if (k < 0 || k > n) return 0n;
  const e: bigint[] = new Array<bigint>(k + 1).fill(0n);
  e[0] = 1n;
  for (let i = 0; i < n; i++) {
    const x = xs[i] as bigint;
    if (x === 0n) continue;
    const hi = Math.min(i + 1, k);
    const left = n - i - 1;
    const lo = Math.max(k - left, 1);
    for (let j = hi; j >= lo; j--) e[j] = (e[j] as bigint) + x * (e[j - 1] as bigint);
  }
  return e[k] as bigint;
}

/** Calls `visit` with every k-subset of 0 … n-1 in lexicographic order (the array is reused). */
export function forEachCombination(n: number, k: number, visit: (indices: readonly number[]) => void): void {
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    visit(idx);
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}
