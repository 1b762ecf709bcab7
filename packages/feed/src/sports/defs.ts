/**
 * How each sport is simulated: its scoring model (from the two sides' ratings), live timing,
 * market rules and schedule. Ratings are log-strengths: a difference d shifts goal rates by e^d,
 * serve-point chances by a few percent, and so on.
 */

import { holdProbability, type SetModel, type SetRules, setDistribution } from "../models/sets.ts";
import type { PlanRules } from "../odds/plan.ts";
import type { Rng } from "../random/prng.ts";
import type { Engine } from "../sim/engine.ts";
import { GoalEngine } from "../sim/engine-goals.ts";
import { PointsEngine } from "../sim/engine-points.ts";
import { SetEngine } from "../sim/engine-sets.ts";
import { SportId } from "./catalog.ts";

/** `perDay` games kicking off on quarter hours between fromHour and toHour (UTC) of each day. */
export interface KickOffWindow {
  perDay: number;
  fromHour: number;
  toHour: number;
  /** Kick-offs evenly spaced over the window instead of drawn at random (a steady live list). */
  even?: boolean;
}

export type Schedule =
  /**
   * The main window (the sport's European day) and, in `more`, the leagues of other time zones,
   * so a bookmaker open around the clock always has games in play (issue 13 #23). Each window draws
   * from its own random stream: adding one never moves the games of another.
   */
  | ({ kind: "daily"; more?: KickOffWindow[] } & KickOffWindow)
  /** One game every `everyMin` minutes, listed `horizonMin` ahead (virtual and streamed cyber). */
  | { kind: "cadence"; everyMin: number; horizonMin: number; champId: number };

export interface SportDef {
  sportId: number;
  /** Slot of this schedule in a day's block of 1000 game ids: its first 100 games (daily schedules). */
  idBase: number;
  /**
   * Where a daily schedule's games past its 100th take their ids: the next hundred belongs to another
   * schedule (football's 144 games a day once gave its 101st to 124th the ids of the day's ice
   * hockey games, and one of each pair was never listed).
   */
  spillIdBase?: number;
  schedule: Schedule;
  rules: PlanRules;
  /** Spread of team ratings (standard deviation). */
  ratingSd: number;
  /** Longest plausible duration, to know which past games may still be running. */
  maxDurationMin: number;
  engine: (d: number, rng: Rng) => Engine;
}

const goalRules = (periodWord: string, quarters: boolean): PlanRules => ({
  periodWord,
  threeWay: true,
  lineBasis: "score",
  resultBasis: "score",
  lineStep: 1,
  lineCount: 1,
  quarters,
  bothScore: true,
  correctScore: true,
  periodMarkets: [
    { kind: 1, total: true },
    { kind: 2, total: true },
  ],
});

const setRules = (periodWord: string, lineStep: number, lineCount: number): PlanRules => ({
  periodWord,
  threeWay: false,
  lineBasis: "units",
  resultBasis: "score",
  lineStep,
  lineCount,
  quarters: false,
  bothScore: false,
  correctScore: true,
  periodMarkets: [
    { kind: 1, total: false },
    { kind: 2, total: false },
  ],
});

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function football(total: number, periodSec: number, breakSec: number) {
  return (d: number, rng: Rng): Engine => {
    const base = (total / 2) * Math.exp(0.1 * rng.normal());
    return new GoalEngine(
      {
        lambda: [base * Math.exp(d / 2 + 0.12), base * Math.exp(-d / 2 - 0.12)],
        weights: [0.45, 0.55],
        rho: -0.08,
        tieBreak: false,
        correctMax: 3,
      },
      { periodSec, breakSec, overtimeSec: 0 },
      rng,
    );
  };
}

function unitSets(
  rules: SetRules,
  p: number,
  stepSec: number,
  breakSec: number,
  repriceEvery: number,
  rng: Rng,
): Engine {
  const model: SetModel = { rules, unit: () => p };
  return new SetEngine(model, { stepSec, breakSec, repriceEvery }, rng);
}

export const SPORT_DEFS: SportDef[] = [
  {
    sportId: SportId.football,
    idBase: 0,
    schedule: {
      kind: "daily",
      perDay: 24,
      fromHour: 11,
      toHour: 21,
      // Leagues of every time zone (Asia, Oceania, the Americas) around the clock.
      more: [{ perDay: 120, fromHour: 0, toHour: 24, even: true }],
    },
    // After FIFA's 850–921: 930–973.
    spillIdBase: 930,
    rules: goalRules("Half", true),
    ratingSd: 0.35,
    maxDurationMin: 120,
    engine: football(2.6, 2700, 900),
  },
  {
    sportId: SportId.iceHockey,
    idBase: 100,
    schedule: {
      kind: "daily",
      perDay: 8,
      fromHour: 16,
      toHour: 23,
      more: [{ perDay: 16, fromHour: 0, toHour: 24, even: true }],
    },
    rules: {
      ...goalRules("Period", false),
      lineBasis: "regulation",
      resultBasis: "regulation",
      regulationPeriods: 3,
      bothScore: false,
      correctScore: false,
    },
    ratingSd: 0.25,
    maxDurationMin: 170,
    engine: (d, rng) =>
      new GoalEngine(
        {
          lambda: [2.9 * Math.exp(d / 2 + 0.08), 2.9 * Math.exp(-d / 2 - 0.08)],
          weights: [1 / 3, 1 / 3, 1 / 3],
          rho: 0,
          tieBreak: true,
          correctMax: 3,
        },
        { periodSec: 1200, breakSec: 1080, overtimeSec: 300 },
        rng,
      ),
  },
  {
    sportId: SportId.basketball,
    idBase: 200,
    schedule: {
      kind: "daily",
      perDay: 10,
      fromHour: 15,
      toHour: 23,
      more: [{ perDay: 24, fromHour: 0, toHour: 24, even: true }],
    },
    rules: {
      ...setRules("Quarter", 3, 2),
      lineBasis: "score",
      correctScore: false,
      periodMarkets: [
        { kind: 1, total: true },
        { kind: 2, total: true },
      ],
    },
    ratingSd: 0.5,
    maxDurationMin: 150,
    engine: (d, rng) =>
      new PointsEngine(
        { mean: [81 + 6 * d + 1.5, 81 - 6 * d - 1.5], sd: 10, periods: 4 },
        { periodSec: 600, breaksSec: [120, 900, 120, 120], overtimeSec: 300 },
        rng,
      ),
  },
  {
    sportId: SportId.tennis,
    idBase: 300,
    schedule: {
      kind: "daily",
      perDay: 12,
      fromHour: 9,
      toHour: 19,
      more: [{ perDay: 48, fromHour: 0, toHour: 24, even: true }],
    },
    rules: setRules("Set", 1, 2),
    ratingSd: 0.5,
    maxDurationMin: 240,
    engine: (d, rng) => {
      const serve: [number, number] = [clamp(0.63 + 0.04 * d, 0.5, 0.8), clamp(0.63 - 0.04 * d, 0.5, 0.8)];
      const hold = serve.map(holdProbability) as [number, number];
      const rules: SetRules = { bestOf: 3, target: () => 6, winBy2: true, tiebreakAt: 6 };
      const tbPoint = (serve[0] + 1 - serve[1]) / 2;
      const tb = setDistribution(
        { rules: { bestOf: 1, target: () => 7, winBy2: true }, unit: () => tbPoint },
        0,
        [0, 0],
      );
      const model: SetModel = {
        rules,
        unit: (i, a, b) => ((a + b + i) % 2 === 0 ? hold[0] : 1 - hold[1]),
        tiebreak: tb.reduce((s, [a, b, p]) => (a > b ? s + p : s), 0),
      };
      return new SetEngine(model, { stepSec: 40, breakSec: 120, repriceEvery: 1000, tennis: { serve } }, rng);
    },
  },
  {
    sportId: SportId.volleyball,
    idBase: 400,
    schedule: { kind: "daily", perDay: 6, fromHour: 12, toHour: 20 },
    rules: setRules("Set", 4, 1),
    ratingSd: 0.5,
    maxDurationMin: 180,
    engine: (d, rng) =>
      unitSets(
        { bestOf: 5, target: (i) => (i < 4 ? 25 : 15), winBy2: true },
        clamp(0.5 + 0.035 * d, 0.3, 0.7),
        25,
        180,
        3,
        rng,
      ),
  },
  {
    sportId: SportId.cs2,
    idBase: 500,
    schedule: { kind: "daily", perDay: 8, fromHour: 0, toHour: 23 },
    rules: setRules("Map", 2, 1),
    ratingSd: 0.5,
    maxDurationMin: 240,
    engine: (d, rng) =>
      unitSets(
        { bestOf: 3, target: () => 13, winBy2: true },
        clamp(0.5 + 0.06 * d, 0.3, 0.7),
        110,
        300,
        1,
        rng,
      ),
  },
  {
    sportId: SportId.dota2,
    idBase: 600,
    schedule: { kind: "daily", perDay: 6, fromHour: 0, toHour: 23 },
    rules: setRules("Map", 1, 0),
    ratingSd: 0.5,
    maxDurationMin: 200,
    engine: (d, rng) =>
      unitSets(
        { bestOf: 3, target: () => 1, winBy2: false },
        clamp(0.5 + 0.15 * d, 0.2, 0.8),
        2400,
        600,
        1,
        rng,
      ),
  },
  {
    sportId: SportId.fifa,
    idBase: 700,
    schedule: { kind: "cadence", everyMin: 10, horizonMin: 120, champId: 4201 },
    rules: goalRules("Half", false),
    ratingSd: 0.3,
    maxDurationMin: 10,
    engine: football(3.2, 180, 30),
  },
  {
    sportId: SportId.fifa,
    idBase: 850,
    schedule: { kind: "cadence", everyMin: 20, horizonMin: 180, champId: 4202 },
    rules: goalRules("Half", false),
    ratingSd: 0.3,
    maxDurationMin: 15,
    engine: football(3.4, 360, 60),
  },
];
