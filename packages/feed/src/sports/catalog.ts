/**
 * The simulator's catalogue: sports, countries and championships. Ids are fixed here so that
 * URLs ({id}-{slug}) stay valid across restarts.
 */
import type { CyberType, FeedChamp, FeedCountry, FeedSport } from "../adapter/types.ts";
import { LONG_TERM_SPORT_ID } from "../adapter/types.ts";
import { slugify } from "./names.ts";

export const SportId = {
  football: 1,
  iceHockey: 2,
  basketball: 3,
  tennis: 4,
  volleyball: 6,
  cs2: 40,
  dota2: 41,
  fifa: 42,
} as const;

export const SPORTS: FeedSport[] = [
  { sportId: SportId.football, nameEng: "Football", slug: "football", isCyber: false, sort: 1 },
  { sportId: SportId.tennis, nameEng: "Tennis", slug: "tennis", isCyber: false, sort: 2 },
  { sportId: SportId.basketball, nameEng: "Basketball", slug: "basketball", isCyber: false, sort: 3 },
  { sportId: SportId.iceHockey, nameEng: "Ice Hockey", slug: "ice-hockey", isCyber: false, sort: 4 },
  { sportId: SportId.volleyball, nameEng: "Volleyball", slug: "volleyball", isCyber: false, sort: 5 },
  { sportId: SportId.cs2, nameEng: "Counter-Strike 2", slug: "cs2", isCyber: true, sort: 40 },
  { sportId: SportId.dota2, nameEng: "Dota 2", slug: "dota-2", isCyber: true, sort: 41 },
  { sportId: SportId.fifa, nameEng: "FIFA", slug: "fifa", isCyber: true, sort: 42 },
  { sportId: LONG_TERM_SPORT_ID, nameEng: "Long-term bets", slug: "long-term", isCyber: false, sort: 99 },
];

export const COUNTRIES: FeedCountry[] = [
  { countryId: 1, nameEng: "England", code: "GB" },
  { countryId: 2, nameEng: "Spain", code: "ES" },
  { countryId: 3, nameEng: "Germany", code: "DE" },
  { countryId: 4, nameEng: "Italy", code: "IT" },
  { countryId: 5, nameEng: "France", code: "FR" },
  { countryId: 6, nameEng: "USA", code: "US" },
  { countryId: 7, nameEng: "Brazil", code: "BR" },
  { countryId: 9, nameEng: "International", code: "INT" },
];

/** Where a championship's participants come from. */
export type Roster =
  | { kind: "clubs"; countries: string[]; suffixes: string }
  | { kind: "players"; women: boolean }
  | { kind: "cyber" }
  | { kind: "fifa"; countries: string[] };

export interface ChampDef {
  champId: number;
  sportId: number;
  countryId: number;
  nameEng: string;
  cyberType: CyberType | null;
  isTop: boolean;
  roster: Roster;
  /** Relative share of the sport's daily games. */
  weight: number;
}

const clubs = (countries: string[], suffixes: string): Roster => ({ kind: "clubs", countries, suffixes });

export const CHAMP_DEFS: ChampDef[] = [
  {
    champId: 101,
    sportId: 1,
    countryId: 1,
    nameEng: "England. Premier League",
    cyberType: null,
    isTop: true,
    roster: clubs(["GB"], "football"),
    weight: 3,
  },
  {
    champId: 102,
    sportId: 1,
    countryId: 2,
    nameEng: "Spain. LaLiga",
    cyberType: null,
    isTop: true,
    roster: clubs(["ES"], "football"),
    weight: 3,
  },
  {
    champId: 103,
    sportId: 1,
    countryId: 3,
    nameEng: "Germany. Bundesliga",
    cyberType: null,
    isTop: true,
    roster: clubs(["DE"], "football"),
    weight: 2,
  },
  {
    champId: 104,
    sportId: 1,
    countryId: 4,
    nameEng: "Italy. Serie A",
    cyberType: null,
    isTop: false,
    roster: clubs(["IT"], "football"),
    weight: 2,
  },
  {
    champId: 105,
    sportId: 1,
    countryId: 5,
    nameEng: "France. Ligue 1",
    cyberType: null,
    isTop: false,
    roster: clubs(["FR"], "football"),
    weight: 2,
  },
  {
    champId: 106,
    sportId: 1,
    countryId: 7,
    nameEng: "Brazil. Serie A",
    cyberType: null,
    isTop: false,
    roster: clubs(["BR"], "football"),
    weight: 2,
  },
  {
    champId: 107,
    sportId: 1,
    countryId: 9,
    nameEng: "UEFA Champions League",
    cyberType: null,
    isTop: true,
    roster: clubs(["GB", "ES", "DE", "IT", "FR"], "football"),
    weight: 1,
  },
  {
    champId: 201,
    sportId: 2,
    countryId: 6,
    nameEng: "USA. Pro Hockey League",
    cyberType: null,
    isTop: true,
    roster: clubs(["US"], "ice-hockey"),
    weight: 2,
  },
  {
    champId: 202,
    sportId: 2,
    countryId: 3,
    nameEng: "Germany. DEL",
    cyberType: null,
    isTop: false,
    roster: clubs(["DE"], "ice-hockey"),
    weight: 1,
  },
  {
    champId: 301,
    sportId: 3,
    countryId: 6,
    nameEng: "USA. Pro Basketball League",
    cyberType: null,
    isTop: true,
    roster: clubs(["US"], "basketball"),
    weight: 2,
  },
  {
    champId: 302,
    sportId: 3,
    countryId: 2,
    nameEng: "Spain. Liga ACB",
    cyberType: null,
    isTop: false,
    roster: clubs(["ES"], "basketball"),
    weight: 1,
  },
  {
    champId: 303,
    sportId: 3,
    countryId: 9,
    nameEng: "EuroLeague",
    cyberType: null,
    isTop: true,
    roster: clubs(["ES", "IT", "DE", "FR"], "basketball"),
    weight: 1,
  },
  {
    champId: 401,
    sportId: 4,
    countryId: 2,
    nameEng: "ATP. Madrid",
    cyberType: null,
    isTop: true,
    roster: { kind: "players", women: false },
    weight: 2,
  },
  {
    champId: 402,
    sportId: 4,
    countryId: 4,
    nameEng: "WTA. Rome",
    cyberType: null,
    isTop: true,
    roster: { kind: "players", women: true },
    weight: 2,
  },
  {
    champId: 403,
    sportId: 4,
    countryId: 5,
    nameEng: "ITF. Men. Lyon",
    cyberType: null,
    isTop: false,
    roster: { kind: "players", women: false },
    weight: 1,
  },
  {
    champId: 601,
    sportId: 6,
    countryId: 4,
    nameEng: "Italy. SuperLega",
    cyberType: null,
    isTop: true,
    roster: clubs(["IT"], "volleyball"),
    weight: 1,
  },
  {
    champId: 602,
    sportId: 6,
    countryId: 9,
    nameEng: "Nations League",
    cyberType: null,
    isTop: false,
    roster: clubs(["BR", "US", "FR", "DE"], "volleyball"),
    weight: 1,
  },
  {
    champId: 4001,
    sportId: 40,
    countryId: 9,
    nameEng: "CS2. Pro Series",
    cyberType: "real",
    isTop: true,
    roster: { kind: "cyber" },
    weight: 1,
  },
  {
    champId: 4101,
    sportId: 41,
    countryId: 9,
    nameEng: "Dota 2. Masters",
    cyberType: "real",
    isTop: false,
    roster: { kind: "cyber" },
    weight: 1,
  },
  {
    champId: 4201,
    sportId: 42,
    countryId: 9,
    nameEng: "FIFA. Virtual League",
    cyberType: "virtual",
    isTop: false,
    roster: { kind: "fifa", countries: ["GB", "ES"] },
    weight: 1,
  },
  {
    champId: 4202,
    sportId: 42,
    countryId: 9,
    nameEng: "FIFA. eSports Battle",
    cyberType: "stream",
    isTop: false,
    roster: { kind: "fifa", countries: ["DE", "IT", "FR"] },
    weight: 1,
  },
];

export const CHAMPS: FeedChamp[] = CHAMP_DEFS.map((c, i) => ({
  champId: c.champId,
  sportId: c.sportId,
  countryId: c.countryId,
  nameEng: c.nameEng,
  slug: slugify(c.nameEng),
  cyberType: c.cyberType,
  sort: i + 1,
  isTop: c.isTop,
}));
