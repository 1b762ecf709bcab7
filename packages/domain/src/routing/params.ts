import type { ParamRule } from "./types.ts";

/** Parameter rules shared by several routes (spec 000 §5, 001 §2). */
export const DIGITS = /^\d+$/;
export const SLUG = /^[a-z0-9][a-z0-9_-]*$/;
/** Championship and game segments are "{id}-{slug}" or a bare id. */
export const ID_SLUG = /^\d+(-[a-z0-9-]+)?$/;
export const SPORTSBOOK_SECTIONS = ["line", "live"] as const;
export const SPORT_PAGE_TYPES = [
  "home",
  "betsonyour",
  "topgame",
  "marble",
  "team",
  "champ",
  "epl",
  "laliga",
  "europaleague",
  "ipl",
] as const;
export const CYBER_TYPES = ["real", "virtual", "stream"] as const;
export const RESULTS_TYPES = ["live", "zone"] as const;
export const REGISTRATION_TYPES = ["socialregistration"] as const;
export const ONPAY_RESULTS = ["success", "fail", "pending", "cancel"] as const;
export const LOTTO_SECTIONS = ["catalog", "results", "view"] as const;
export const TOTO_SUB_PATHS = ["draw", "next", "coupons", "draws", "nonimees"] as const;
export const BONUS_MINI_GAMES = ["fortuna", "chest", "memory", "safe", "lottery", "dragon-bonus"] as const;
export const BONUS_SECTIONS = ["rules", "games"] as const;
export const USER_ACTIVATION_TYPES = ["activatefast", "activate"] as const;

/** The URL segment of a name (a team's slug in `team/{section}/{teamId}-{slug}`): lower-case ASCII words joined by dashes. */
export function slugOf(name: string): string {
  return (
    name
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "team"
  );
}

export function paramMatches(rule: ParamRule, value: string): boolean {
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}
