/**
 * A game's market set: chosen once, before the start, from the pre-match outlook (main lines
 * where both sides are closest to even, and a ladder around them), then re-priced from every new
 * outlook. Lines never move afterwards, as the adapter contract asks; a line the game has made
 * one-sided is blocked instead.
 */
import { kindName, MARKET_TYPE_NAMES, MarketType } from "../adapter/market-types.ts";
import type { FeedMarket, MarketBasis } from "../adapter/types.ts";
import { type Dist, lineOdds, mainHalfLine } from "./dist.ts";
import { marketIdOf, outcomeIdOf } from "./ids.ts";
import { type MarginMethod, priceMarket } from "./margin.ts";
import type { Outlook } from "./outlook.ts";

export interface PlanRules {
  /** The word for a period in market names: "Half", "Period", "Quarter", "Set", "Map". */
  periodWord: string;
  /** 1X2 offered (sports where a draw is possible). */
  threeWay: boolean;
  /** Basis of totals and handicaps (see MarketBasis). */
  lineBasis: MarketBasis;
  /** Basis of 1X2, correct score and both-teams-to-score. */
  resultBasis: MarketBasis;
  /** Distance between neighbouring lines, and how many on each side of the main one. */
  lineStep: number;
  lineCount: number;
  /** Asian quarter lines (x.25, x.75) and whole lines next to the main ones (goal sports). */
  quarters: boolean;
  bothScore: boolean;
  correctScore: boolean;
  /** Periods with their own markets (kind 1, 2 …): 1X2 or winner, and a total when `total`. */
  periodMarkets: { kind: number; total: boolean }[];
  /** Periods of regulation time, where a "regulation" basis is used (ice hockey 3). */
  regulationPeriods?: number;
}

export interface MarketPlan extends Omit<FeedMarket, "outcomes" | "isBlocked" | "isLive"> {
  outcomes: { outcomeId: number; code: string; name: string }[];
}

const fmt = (n: number) => (n > 0 ? `+${n}` : `${n}`);

function ladder(main: number, rules: PlanRules, min: number | null): number[] {
  const lines = new Set<number>([main]);
  for (let i = 1; i <= rules.lineCount; i++) {
    lines.add(main - i * rules.lineStep);
    lines.add(main + i * rules.lineStep);
  }
  if (rules.quarters) for (const d of [-0.25, 0.25, 0.5]) lines.add(main + d);
  return [...lines].filter((l) => min === null || l >= min).sort((a, b) => a - b);
}

/** Home's handicap line closest to an even market, on quarter steps when the rules allow. */
function mainHandicap(diff: Dist, quarters: boolean): number {
  if (!quarters) return -mainHalfLine(diff);
  let best = 0;
  let bestGap = Number.POSITIVE_INFINITY;
  for (let q = -40; q <= 40; q++) {
    const line = q / 4;
    const gap = Math.abs(lineOdds(diff, -line).over - 0.5);
    if (gap < bestGap - 1e-12) {
      best = line;
      bestGap = gap;
    }
  }
  return best;
}

/** The market set of a game (ids, lines, names), from its pre-match outlook. */
export function planMarkets(
  gameId: number,
  teams: { home: string; away: string },
  rules: PlanRules,
  outlook: Outlook,
): MarketPlan[] {
  const plans: MarketPlan[] = [];
  const add = (
    typeId: number,
    kind: number,
    param: number | null,
    basis: MarketBasis,
    isMain: boolean,
    outcomes: [string, string][],
  ) => {
    const marketId = marketIdOf(gameId, typeId, kind, param);
    const typeName = MARKET_TYPE_NAMES[typeId as keyof typeof MARKET_TYPE_NAMES];
    const period = kindName(kind, rules.periodWord);
    const name = [
      period,
      typeName,
      param === null ? "" : typeId === MarketType.handicap ? fmt(param) : `${param}`,
    ]
      .filter((s) => s !== "")
      .join(" ");
    plans.push({
      marketId,
      gameId,
      typeId,
      kind,
      param,
      basis,
      isMain,
      name,
      outcomes: outcomes.map(([code, oname], i) => ({
        outcomeId: outcomeIdOf(marketId, i),
        code,
        name: oname,
      })),
    });
  };
  const sides = (): [string, string][] => [
    ["1", teams.home],
    ["2", teams.away],
  ];
  if (rules.threeWay) {
    add(MarketType.result, 0, null, rules.resultBasis, true, [
      ["1", teams.home],
      ["X", "Draw"],
      ["2", teams.away],
    ]);
  }
  add(MarketType.winner, 0, null, "score", !rules.threeWay, sides());
  const mainTotal = mainHalfLine(outlook.total);
  for (const line of ladder(mainTotal, rules, 0.5)) {
    add(MarketType.total, 0, line, rules.lineBasis, line === mainTotal, [
      ["over", `Over ${line}`],
      ["under", `Under ${line}`],
    ]);
  }
  const mainHcp = mainHandicap(outlook.diff, rules.quarters);
  for (const line of ladder(mainHcp, rules, null)) {
    add(MarketType.handicap, 0, line, rules.lineBasis, line === mainHcp, [
      ["1", `${teams.home} (${fmt(line)})`],
      ["2", `${teams.away} (${fmt(-line)})`],
    ]);
  }
  if (rules.bothScore) {
    add(MarketType.bothScore, 0, null, rules.resultBasis, false, [
      ["yes", "Yes"],
      ["no", "No"],
    ]);
  }
  if (rules.correctScore && outlook.correct) {
    const codes = outlook.correct.map((c): [string, string] => [
      c.code,
      c.code === "other" ? "Any other score" : c.code,
    ]);
    add(MarketType.correctScore, 0, null, rules.resultBasis, false, codes);
  }
  for (const { kind, total } of rules.periodMarkets) {
    const period = outlook.periods[kind - 1];
    if (rules.threeWay) {
      add(MarketType.result, kind, null, "score", false, [
        ["1", teams.home],
        ["X", "Draw"],
        ["2", teams.away],
      ]);
    } else {
      add(MarketType.winner, kind, null, "score", false, sides());
    }
    if (total && period?.total) {
      const line = mainHalfLine(period.total);
      add(MarketType.total, kind, line, "score", false, [
        ["over", `Over ${line}`],
        ["under", `Under ${line}`],
      ]);
    }
  }
  return plans;
}

/** Fair probabilities of a planned market's outcomes (in order), or null when it cannot be offered. */
export function fairProbabilities(plan: MarketPlan, outlook: Outlook): number[] | null {
  const period = plan.kind > 0 ? outlook.periods[plan.kind - 1] : undefined;
  if (plan.kind > 0 && (!period || period.decided)) return null;
  switch (plan.typeId) {
    case MarketType.result: {
      const three = plan.kind > 0 ? period?.threeWay : outlook.threeWay;
      return three ? [...three] : null;
    }
    case MarketType.winner: {
      if (plan.kind === 0) return [...outlook.winner];
      const three = period?.threeWay;
      if (!three) return null;
      // A tied period returns the stake: the effective chances exclude the draw.
      const rest = three[0] + three[2];
      return rest > 0 ? [three[0] / rest, three[2] / rest] : null;
    }
    case MarketType.total: {
      const dist = plan.kind > 0 ? period?.total : outlook.total;
      if (!dist || plan.param === null) return null;
      const { over, under } = lineOdds(dist, plan.param);
      return [over, under];
    }
    case MarketType.handicap: {
      if (plan.param === null) return null;
      const { over, under } = lineOdds(outlook.diff, -plan.param);
      return [over, under];
    }
    case MarketType.bothScore:
      return outlook.bothScore === undefined ? null : [outlook.bothScore, 1 - outlook.bothScore];
    case MarketType.correctScore: {
      const table = new Map((outlook.correct ?? []).map((c) => [c.code, c.p]));
      return plan.outcomes.map((o) => table.get(o.code) ?? 0);
    }
    default:
      return null;
  }
}

/** A market is off when an outcome is (nearly) certain: nobody should be offered 1.001. */
const DECIDED = 0.985;

export interface PricedMarket {
  coefs: number[] | null;
}

/** Offered odds of a planned market, or null (blocked) when it is decided or cannot be priced. */
export function priceOf(
  plan: MarketPlan,
  outlook: Outlook,
  margin: number,
  method: MarginMethod,
): number[] | null {
  const fair = fairProbabilities(plan, outlook);
  if (!fair || fair.some((p) => !Number.isFinite(p)) || fair.some((p) => p > DECIDED)) return null;
  if (plan.typeId === MarketType.correctScore && fair.every((p) => p === 0)) return null;
  return priceMarket(fair, margin, method);
}
