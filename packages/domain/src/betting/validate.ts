/**
 * Structural validation of a CouponInput: every rule the settlement relies on. Messages name the
 * offending field in the vocabulary of the spec and of the betcalc input.
 */
import type { BlockSystem } from "./block-system.ts";
import type { CouponInput } from "./coupon.ts";
import { CouponType, isBetStatusId, isCouponTypeId } from "./ids.ts";
import { isMoney, isOdds } from "./money.ts";
import { systemValueRange } from "./system-options.ts";

export class InvalidCouponError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(`invalid coupon: ${problems.join("; ")}`);
    this.name = "InvalidCouponError";
    this.problems = problems;
  }
}

const MIN_SELECTIONS: Readonly<Record<number, number>> = {
  0: 1,
  1: 2,
  2: 2,
  3: 2,
  4: 2,
  5: 2,
  6: 2,
  7: 2,
  8: 3,
  9: 1,
};

function checkIndices(
  name: string,
  list: readonly number[],
  n: number,
  seen: Set<number>,
  problems: string[],
): void {
  for (const i of list) {
    if (!Number.isInteger(i) || i < 0 || i >= n)
      problems.push(`${name}: ${i} is not a selection index (0..${n - 1})`);
    else if (seen.has(i)) problems.push(`${name}: selection ${i} is used twice`);
    else seen.add(i);
  }
}

function checkPartition(input: CouponInput, problems: string[], withLobby: boolean): void {
  const n = input.selections.length;
  const blocks = input.blocks ?? [];
  const seen = new Set<number>();
  if (blocks.length < 2) problems.push("blocks: at least 2 blocks are required");
  blocks.forEach((block, b) => {
    if (block.length === 0) problems.push(`blocks[${b}]: a block needs at least one selection`);
    checkIndices(`blocks[${b}]`, block, n, seen, problems);
  });
  if (withLobby) checkIndices("lobby", input.lobby ?? [], n, seen, problems);
  if (problems.length === 0 && seen.size !== n) {
    const missing = input.selections.map((_, i) => i).filter((i) => !seen.has(i));
    problems.push(`selections ${missing.join(", ")} belong to no block`);
  }
}

function checkSystemValue(k: number | undefined, offset: number, problems: string[]): void {
  const range = systemValueRange(offset);
  if (k === undefined) problems.push("system: systemValue is required");
  else if (!Number.isInteger(k) || k < range.min || k > range.max)
    problems.push(`system: systemValue ${k} is outside ${range.min}..${range.max} (the offset is ${offset})`);
}

/** Every problem of the input; an empty list means it can be settled. */
export function couponProblems(input: CouponInput): string[] {
  const problems: string[] = [];
  const t = input.typeId;
  if (!isCouponTypeId(t)) return [`type: ${String(t)} is not a coupon type id (0..9)`];
  const n = input.selections.length;
  if (!isMoney(input.amount) || input.amount === 0n) problems.push("amount: must be above zero");
  input.selections.forEach((s, i) => {
    if (!isOdds(s.odds)) problems.push(`selections[${i}].odds: must be above 1.000`);
    if (!isBetStatusId(s.status))
      problems.push(`selections[${i}].status: ${String(s.status)} is not a bet status id`);
  });
  const min = MIN_SELECTIONS[t] ?? 1;
  if (n < min) problems.push(`selections: type ${t} needs at least ${min} selection(s), got ${n}`);
  if (t === CouponType.single && n > 1) problems.push("selections: a single has exactly one selection");
  const only = (field: keyof CouponInput, types: readonly number[], label: string) => {
    if (input[field] !== undefined && !types.includes(t))
      problems.push(`${label}: not used by coupon type ${t}`);
  };
  only("systemValue", [CouponType.system, CouponType.multibet], "system");
  only("bankers", [CouponType.system], "bankers");
  only("blocks", [CouponType.multibet, CouponType.conditional], "blocks");
  only("lobby", [CouponType.system, CouponType.multibet], "lobby");
  only("blockAmounts", [CouponType.conditional], "blockAmounts");
  only("amountByBet", [CouponType.manySingles], "amountByBet");
  only("bonusBet", [CouponType.express], "bonusBet");
  if (problems.length > 0) return problems;

  if (t === CouponType.system) {
    const seen = new Set<number>();
    checkIndices("bankers", [...(input.bankers ?? []), ...(input.lobby ?? [])], n, seen, problems);
    checkSystemValue(input.systemValue, n - seen.size, problems);
  } else if (t === CouponType.multibet) {
    checkPartition(input, problems, true);
    if (problems.length === 0) checkSystemValue(input.systemValue, (input.blocks ?? []).length, problems);
  } else if (t === CouponType.conditional) {
    checkPartition(input, problems, false);
    const amounts = input.blockAmounts ?? [];
    const blocks = input.blocks ?? [];
    if (amounts.length !== Math.max(0, blocks.length - 1))
      problems.push(`blockAmounts: ${blocks.length - 1} amount(s) expected (one per block after the first)`);
    amounts.forEach((a, i) => {
      if (a !== "max" && (!isMoney(a) || a === 0n))
        problems.push(`blockAmounts[${i}]: must be above zero or "max"`);
    });
  } else if (t === CouponType.manySingles && input.amountByBet !== undefined) {
    if (input.amountByBet.length !== n) problems.push(`amountByBet: ${n} amount(s) expected`);
    input.amountByBet.forEach((a, i) => {
      if (!isMoney(a) || a === 0n) problems.push(`amountByBet[${i}]: must be above zero`);
    });
  } else if (t === CouponType.antiExpress && input.antiExpress !== undefined) {
    const bp = input.antiExpress.marginBasisPoints;
    if (!Number.isInteger(bp) || bp < 0 || bp >= 10_000)
      problems.push("antiExpress.marginBasisPoints: 0..9999");
    const placed = input.antiExpress.placedCoef;
    if (placed !== undefined && !isOdds(placed)) problems.push("antiExpress.placedCoef: must be above 1.000");
  }
  return problems;
}

/** Throws InvalidCouponError listing every problem. */
export function assertValidCoupon(input: CouponInput): void {
  const problems = couponProblems(input);
  if (problems.length > 0) throw new InvalidCouponError(problems);
}

/** The block-system view of a single, express, system or multibet coupon (input must be valid). */
export function blockPlan(input: CouponInput): BlockSystem {
  const n = input.selections.length;
  const all = input.selections.map((_, i) => i);
  switch (input.typeId) {
    case CouponType.single:
      return { blocks: [[0]], lobby: [], k: 1 };
    case CouponType.express:
      return { blocks: [all], lobby: [], k: 1 };
    case CouponType.system: {
      const lobby = [...(input.bankers ?? []), ...(input.lobby ?? [])].sort((a, b) => a - b);
      const bankers = new Set(lobby);
      const blocks: number[][] = [];
      for (let i = 0; i < n; i++) if (!bankers.has(i)) blocks.push([i]);
      return { blocks, lobby, k: input.systemValue ?? 2 };
    }
    case CouponType.multibet:
      return { blocks: input.blocks ?? [], lobby: input.lobby ?? [], k: input.systemValue ?? 2 };
    default:
      throw new RangeError(`coupon type ${input.typeId} is not a block system`);
  }
}
