/**
 * Drawing k of n items without repeats from the float stream: a partial Fisher–Yates shuffle.
 * items = [first … first + n − 1]; for i = 0 … k − 1: j = i + ⌊fᵢ × (n − i)⌋, swap items[i] and items[j];
 * the draw is items[0 … k − 1] in that order.
 */
export function drawWithoutRepeats(n: number, k: number, floats: readonly number[], first = 0): number[] {
  const items = new Array<number>(n);
  for (let i = 0; i < n; i++) items[i] = first + i;
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor((floats[i] as number) * (n - i));
    const a = items[i] as number;
    items[i] = items[j] as number;
    items[j] = a;
  }
  return items.slice(0, k);
}
