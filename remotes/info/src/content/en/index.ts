import type { InfoContent } from "../types.ts";
import { companyPages } from "./pages-company.ts";
import { compliancePages } from "./pages-compliance.ts";
import { legalPages } from "./pages-legal.ts";
import { playPages } from "./pages-play.ts";
import { generalRules, sportsRules } from "./rules-betting.ts";
import { bonusRules, casinoRules, liveRules } from "./rules-games.ts";
import { ui } from "./ui.ts";

export const en: InfoContent = {
  ui,
  pages: { ...companyPages, ...playPages, ...legalPages, ...compliancePages },
  rules: [generalRules, sportsRules, liveRules, casinoRules, bonusRules],
};
