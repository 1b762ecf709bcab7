import { stableHash } from "../random/prng.ts";
import type { ChampDef } from "./catalog.ts";
import {
  CITIES,
  CLUB_SUFFIXES,
  CYBER_TEAMS,
  FIFA_PLAYERS,
  FIRST_NAMES_MEN,
  FIRST_NAMES_WOMEN,
  LAST_NAMES,
} from "./names.ts";

const cache = new Map<number, string[]>();

/** The participants of a championship: fixed names, so a team keeps its name across restarts. */
export function rosterOf(champ: ChampDef): string[] {
  const known = cache.get(champ.champId);
  if (known) return known;
  const roster = champ.roster;
  let names: string[];
  switch (roster.kind) {
    case "clubs": {
      const per = roster.countries.length === 1 ? 16 : Math.ceil(16 / roster.countries.length);
      const suffixes = CLUB_SUFFIXES[roster.suffixes] ?? ["FC"];
      names = roster.countries.flatMap((country) =>
        (CITIES[country] ?? [])
          .slice(0, per)
          .map((city) => `${city} ${suffixes[stableHash(city, roster.suffixes) % suffixes.length]}`),
      );
      break;
    }
    case "players": {
      const first = roster.women ? FIRST_NAMES_WOMEN : FIRST_NAMES_MEN;
      names = LAST_NAMES.map(
        (last, i) => `${last} ${(first[(i * 7 + champ.champId) % first.length] as string)[0]}.`,
      );
      break;
    }
    case "cyber":
      names = [...CYBER_TEAMS];
      break;
    case "fifa":
      names = roster.countries.flatMap((country, c) =>
        (CITIES[country] ?? [])
          .slice(0, 6)
          .map((city, i) => `${city} (${FIFA_PLAYERS[(i + c * 6) % FIFA_PLAYERS.length]})`),
      );
      break;
  }
  cache.set(champ.champId, names);
  return names;
}
