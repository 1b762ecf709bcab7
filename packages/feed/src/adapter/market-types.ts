/**
 * Market type ids (a market's typeId) and their outcome codes. Names are English (nameEng); the UI
 * translates by typeId and code.
 */
export const MarketType = {
  /** 1X2: home, draw, away. */
  result: 1,
  /** Two-way winner; a tie (where one can happen) returns the stake. */
  winner: 2,
  /** Over/under a line, quarter lines included. */
  total: 3,
  /** Asian handicap on home's line (param); away has the opposite line. */
  handicap: 4,
  /** Both teams to score: yes, no. */
  bothScore: 5,
  /** Correct score ("h:a"), with "other" covering every score not listed. */
  correctScore: 6,
} as const;
export type MarketTypeId = (typeof MarketType)[keyof typeof MarketType];

export const MARKET_TYPE_NAMES: Record<MarketTypeId, string> = {
  1: "1X2",
  2: "Winner",
  3: "Total",
  4: "Handicap",
  5: "Both teams to score",
  6: "Correct score",
};

/** Human names of market kinds per period word ("Half", "Set" …). */
export function kindName(kind: number, periodWord: string): string {
  if (kind === 0) return "";
  const ordinal = kind === 1 ? "1st" : kind === 2 ? "2nd" : kind === 3 ? "3rd" : `${kind}th`;
  return `${ordinal} ${periodWord}`;
}
