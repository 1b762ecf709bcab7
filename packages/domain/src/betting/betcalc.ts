/**
 * betcalc: the JSON coupon format of the `npm run betcalc -- FILE` command, validated with zod,
 * turned into a CouponInput and settled. Pure (the file IO is in apps/server/src/tools/betcalc-cli.ts) so it can be tested
 * directly. Amounts and odds are decimal strings; indices point into `selections`.
 */
import { z } from "zod";
import { DEFAULT_ANTI_EXPRESS_MARGIN_BP } from "./anti-express.ts";
import type { BlockAmount, CouponInput } from "./coupon.ts";
import { type CurrencyCode, currencyCode, formatAmount, parseAmount } from "./currencies.ts";
import { type BetStatusId, isBetStatusId, isCouponTypeId } from "./ids.ts";
import { type Money, type Odds, parseOdds, parseScaled, roundMoney } from "./money.ts";
import { formatCoefficient, maxPossibleReturn, minPossibleWin } from "./possible-win.ts";
import { couponLines, settleCoupon } from "./settle.ts";
import { couponProblems } from "./validate.ts";

const decimal = z.string().regex(/^\d+(\.\d+)?$/, 'expected a decimal string such as "2.50"');
const index = z.number().int().nonnegative();

export const betcalcSchema = z.strictObject({
  type: z.number().int().refine(isCouponTypeId, "expected a coupon type id 0..9"),
  amount: decimal,
  currency: z.string().regex(/^[A-Z]{3}$/, "expected an ISO 4217 code such as EUR"),
  system: z.number().int().optional(),
  bankers: z.array(index).optional(),
  blocks: z.array(z.array(index)).optional(),
  lobby: z.array(index).optional(),
  blockAmounts: z.array(z.union([z.literal("max"), decimal])).optional(),
  amountByBet: z.array(decimal).optional(),
  /** Anti-express margin as a fraction ("0.05" = 5 %), at most 4 decimals. */
  margin: decimal.optional(),
  /** Anti-express coefficient priced at placement. */
  antiExpressCoef: decimal.optional(),
  bonus: z.boolean().optional(),
  selections: z
    .array(
      z.strictObject({
        odds: decimal,
        status: z.number().int().refine(isBetStatusId, "expected a bet status id -2..6"),
      }),
    )
    .min(1, "at least one selection is required"),
});
export type BetcalcInput = z.infer<typeof betcalcSchema>;

export interface BetcalcLine {
  readonly legs: readonly number[];
  readonly stake: string | null;
  readonly odds: string;
  readonly status: BetStatusId;
  readonly return: string | null;
}

export interface BetcalcOutput {
  readonly lines: readonly BetcalcLine[];
  readonly totalStake: string;
  readonly totalReturn: string | null;
  /** Coupon status id: -1 open, 0 lost, 1 paid, 2/3 refunded (a single: its own status). */
  readonly status: BetStatusId;
  /** Return if every selection wins (possible win). */
  readonly possibleWin: string;
  /** Minimum possible win of a system, multibet, lucky or patent; else null. */
  readonly minPossibleWin: string | null;
}

export type BetcalcResult =
  | { readonly ok: true; readonly output: BetcalcOutput; readonly warnings: string[] }
  | { readonly ok: false; readonly errors: string[] };

/** The optional fields each coupon type reads; the others are ignored with a warning. */
const FIELDS_BY_TYPE: Record<number, readonly (keyof BetcalcInput)[]> = {
  0: [],
  1: ["bonus"],
  2: ["system", "bankers", "lobby"],
  3: [],
  4: ["system", "blocks", "lobby"],
  5: ["blocks", "blockAmounts"],
  6: ["margin", "antiExpressCoef"],
  7: [],
  8: [],
  9: ["amountByBet"],
};
const OPTIONAL_FIELDS = [
  "system",
  "bankers",
  "blocks",
  "lobby",
  "blockAmounts",
  "amountByBet",
  "margin",
  "antiExpressCoef",
  "bonus",
] as const satisfies readonly (keyof BetcalcInput)[];

/**
 * One JSON shape serves every type (the issue's example carries them all), so a field the type does
 * not read is dropped with a warning rather than refused.
 */
function withoutUnusedFields(raw: BetcalcInput): { raw: BetcalcInput; warnings: string[] } {
  const used = FIELDS_BY_TYPE[raw.type] ?? [];
  const copy: Record<string, unknown> = { ...raw };
  const warnings: string[] = [];
  for (const field of OPTIONAL_FIELDS) {
    if (copy[field] !== undefined && !used.includes(field)) {
      delete copy[field];
      warnings.push(`${field}: ignored, not used by coupon type ${raw.type}`);
    }
  }
  return { raw: copy as BetcalcInput, warnings };
}

function toInput(raw: BetcalcInput, currency: CurrencyCode): { input?: CouponInput; errors: string[] } {
  const errors: string[] = [];
  const amount = (text: string, path: string): Money => {
    const value = parseAmount(text, currency);
    if (value === null) errors.push(`${path}: "${text}" has more decimals than ${currency} allows`);
    return value ?? (0n as Money);
  };
  const selections = raw.selections.map((s, i) => {
    const odds = parseOdds(s.odds);
    if (odds === null)
      errors.push(`selections.${i}.odds: "${s.odds}" must be above 1.000 with at most 3 decimals`);
    return { odds: odds ?? (1001n as Odds), status: s.status as BetStatusId };
  });
  let marginBasisPoints = DEFAULT_ANTI_EXPRESS_MARGIN_BP;
  if (raw.margin !== undefined) {
    const bp = parseScaled(raw.margin, 4);
    if (bp === null || bp >= 10_000n)
      errors.push(`margin: "${raw.margin}" must be a fraction below 1 with ≤ 4 decimals`);
    else marginBasisPoints = Number(bp);
  }
  let placedCoef: Odds | undefined;
  if (raw.antiExpressCoef !== undefined) {
    placedCoef = parseOdds(raw.antiExpressCoef) ?? undefined;
    if (placedCoef === undefined)
      errors.push(`antiExpressCoef: "${raw.antiExpressCoef}" must be above 1.000`);
  }
  const input: CouponInput = {
    typeId: raw.type as CouponInput["typeId"],
    amount: amount(raw.amount, "amount"),
    selections,
    ...(raw.system !== undefined && { systemValue: raw.system }),
    ...(raw.bankers !== undefined && { bankers: raw.bankers }),
    ...(raw.blocks !== undefined && { blocks: raw.blocks }),
    ...(raw.lobby !== undefined && { lobby: raw.lobby }),
    ...(raw.blockAmounts !== undefined && {
      blockAmounts: raw.blockAmounts.map(
        (a, i): BlockAmount => (a === "max" ? "max" : amount(a, `blockAmounts.${i}`)),
      ),
    }),
    ...(raw.amountByBet !== undefined && {
      amountByBet: raw.amountByBet.map((a, i) => amount(a, `amountByBet.${i}`)),
    }),
    ...(raw.type === 6 && {
      antiExpress: { marginBasisPoints, ...(placedCoef !== undefined && { placedCoef }) },
    }),
    ...(raw.bonus !== undefined && { bonusBet: raw.bonus }),
  };
  if (raw.type !== 6 && (raw.margin !== undefined || raw.antiExpressCoef !== undefined)) {
    errors.push("margin / antiExpressCoef: only for the anti-express (type 6)");
  }
  return errors.length > 0 ? { errors } : { input, errors };
}

/** Parses, validates and settles a betcalc JSON document. */
export function betcalc(json: unknown): BetcalcResult {
  const parsed = betcalcSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => `${issue.path.join(".") || "(input)"}: ${issue.message}`),
    };
  }
  const currency = currencyCode(parsed.data.currency);
  const { raw, warnings } = withoutUnusedFields(parsed.data);
  const { input, errors } = toInput(raw, currency);
  if (!input) return { ok: false, errors };
  const problems = couponProblems(input);
  if (problems.length > 0) return { ok: false, errors: problems };
  try {
    const settlement = settleCoupon(input);
    const money = (value: bigint) => formatAmount(value, currency);
    const lines = couponLines(input).map((line) => ({
      legs: line.legs,
      stake: line.stake === null ? null : money(roundMoney(line.stake)),
      odds: formatCoefficient(line.coefficient),
      status: line.status,
      return: line.return === null ? null : money(roundMoney(line.return)),
    }));
    const min = minPossibleWin(input);
    return {
      ok: true,
      warnings,
      output: {
        lines,
        totalStake: money(settlement.totalStake),
        totalReturn: settlement.totalReturn === null ? null : money(settlement.totalReturn),
        status: settlement.status,
        possibleWin: money(roundMoney(maxPossibleReturn(input))),
        minPossibleWin: min === null ? null : money(min),
      },
    };
  } catch (error) {
    return { ok: false, errors: [error instanceof Error ? error.message : String(error)] };
  }
}
