/**
 * The rolling calendar: which games exist, as a pure function of the seed and the day. A game's
 * id, teams and kick-off never depend on when the simulator was started, so a restart (or a
 * second process) regenerates exactly the same games.
 */
import { createRng } from "../random/prng.ts";
import { CHAMP_DEFS, type ChampDef } from "../sports/catalog.ts";
import type { SportDef } from "../sports/defs.ts";
import { slugify } from "../sports/names.ts";
import { rosterOf } from "../sports/rosters.ts";

export const DAY_MS = 86_400_000;
/** Day numbers count from 2020-01-01, keeping game ids small (day · 1000 + slot). */
const EPOCH_DAY = Date.UTC(2020, 0, 1) / DAY_MS;

export interface ScheduledGame {
  gameId: number;
  number: number;
  sportId: number;
  /** The schedule (sport definition) that listed it: SportDef.idBase. */
  idBase: number;
  champ: ChampDef;
  home: string;
  away: string;
  slug: string;
  startAt: number;
  isRecommended: boolean;
  videoId: string | null;
  /** Log-strength difference home − away, including home advantage noise. */
  ratingDiff: number;
}

export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS) - EPOCH_DAY;
}

export function dayStart(day: number): number {
  return (day + EPOCH_DAY) * DAY_MS;
}

function champsOf(sportId: number, only?: number): ChampDef[] {
  return CHAMP_DEFS.filter((c) => c.sportId === sportId && (only === undefined || c.champId === only));
}

function rating(seed: string, name: string, sd: number): number {
  return createRng(seed, "rating", name).normal() * sd;
}

function makeGame(
  seed: string,
  def: SportDef,
  champ: ChampDef,
  gameId: number,
  startAt: number,
  taken: Set<string>,
): ScheduledGame {
  const rng = createRng(seed, "game", gameId);
  const roster = rosterOf(champ).filter((n) => !taken.has(n));
  const pool = roster.length >= 2 ? roster : rosterOf(champ);
  const home = rng.pick(pool);
  const away = rng.pick(pool.filter((n) => n !== home));
  taken.add(home);
  taken.add(away);
  return {
    gameId,
    number: gameId % 1_000_000,
    sportId: def.sportId,
    idBase: def.idBase,
    champ,
    home,
    away,
    slug: slugify(`${home} ${away}`),
    startAt,
    isRecommended: champ.isTop && rng.chance(0.4),
    // Streamed cyber games always have video; a third of top-championship games do.
    videoId:
      champ.cyberType === "stream" || (champ.isTop && createRng(seed, "video", gameId).chance(0.35))
        ? `v${gameId}`
        : null,
    ratingDiff: rating(seed, home, def.ratingSd) - rating(seed, away, def.ratingSd) + 0.1 * rng.normal(),
  };
}

/** The games of one sport definition on one day. */
/** A daily schedule's games per block of ids (SportDef.idBase, spillIdBase). */
const DAILY_ID_SLOTS = 100;

/** The id slot of a daily schedule's `k`th game of the day, within the day's block of 1000. */
function dailySlot(def: SportDef, k: number): number {
  if (k < DAILY_ID_SLOTS) return def.idBase + k;
  if (def.spillIdBase === undefined || k >= 2 * DAILY_ID_SLOTS)
    throw new RangeError(`schedule ${def.idBase} has no id for its game ${k} of the day`);
  return def.spillIdBase + k - DAILY_ID_SLOTS;
}

export function gamesOfDay(seed: string, def: SportDef, day: number): ScheduledGame[] {
  const start = dayStart(day);
  const games: ScheduledGame[] = [];
  const taken = new Set<string>();
  const schedule = def.schedule;
  if (schedule.kind === "cadence") {
    const champ = champsOf(def.sportId, schedule.champId)[0];
    if (!champ) return games;
    const slots = Math.floor((24 * 60) / schedule.everyMin);
    for (let slot = 0; slot < slots; slot++) {
      taken.clear();
      games.push(
        makeGame(
          seed,
          def,
          champ,
          day * 1000 + def.idBase + slot,
          start + slot * schedule.everyMin * 60_000,
          taken,
        ),
      );
    }
    return games;
  }
  const champs = champsOf(def.sportId);
  const weights = champs.reduce((s, c) => s + c.weight, 0);
  // Game numbers run on across the windows: the main window keeps 0…perDay-1 as it always had.
  let k = 0;
  for (const [w, window] of [schedule, ...(schedule.more ?? [])].entries()) {
    const rng =
      w === 0 ? createRng(seed, "day", def.sportId, day) : createRng(seed, "day", def.sportId, day, w);
    const quarters = (window.toHour - window.fromHour) * 4;
    for (let n = 0; n < window.perDay; n++, k++) {
      // A championship in proportion to its weight.
      let pickAt = rng.next() * weights;
      let champ = champs[0] as ChampDef;
      for (const c of champs) {
        pickAt -= c.weight;
        champ = c;
        if (pickAt < 0) break;
      }
      const quarter = window.even ? Math.floor((n * quarters) / window.perDay) : rng.int(quarters + 1);
      const startAt = start + window.fromHour * 3_600_000 + quarter * 900_000;
      games.push(makeGame(seed, def, champ, day * 1000 + dailySlot(def, k), startAt, taken));
    }
  }
  return games.sort((a, b) => a.startAt - b.startAt || a.gameId - b.gameId);
}

/**
 * Days already generated, by day number and schedule (SportDef.idBase): a day's games are a pure
 * function of the seed, so a caller asking again and again (the simulator, every minute) keeps them.
 */
export type CalendarDays = Map<number, Map<number, ScheduledGame[]>>;

function gamesOfDayKept(seed: string, def: SportDef, day: number, kept?: CalendarDays): ScheduledGame[] {
  if (!kept) return gamesOfDay(seed, def, day);
  const byDef = kept.get(day) ?? new Map<number, ScheduledGame[]>();
  kept.set(day, byDef);
  const games = byDef.get(def.idBase) ?? gamesOfDay(seed, def, day);
  byDef.set(def.idBase, games);
  return games;
}

/**
 * Every game of `defs` kicking off within [from, to). Virtual and streamed games come round every
 * few minutes, so only those within their horizon of `now` (and two hours back) are listed.
 * With `kept`, days are generated once and looked up afterwards (the caller forgets old days).
 */
export function gamesBetween(
  seed: string,
  defs: readonly SportDef[],
  from: number,
  to: number,
  now: number = from,
  kept?: CalendarDays,
): ScheduledGame[] {
  const out: ScheduledGame[] = [];
  for (const def of defs) {
    const cadence = def.schedule.kind === "cadence";
    const lo = cadence ? Math.max(from, now - 2 * 3_600_000) : from;
    const hi = def.schedule.kind === "cadence" ? Math.min(to, now + def.schedule.horizonMin * 60_000) : to;
    for (let day = dayOf(lo); day <= dayOf(hi - 1); day++) {
      for (const g of gamesOfDayKept(seed, def, day, kept))
        if (g.startAt >= lo && g.startAt < hi) out.push(g);
    }
  }
  return out.sort((a, b) => a.startAt - b.startAt || a.gameId - b.gameId);
}
