/**
 * The site config a limits request runs under (d.modules; docs/responsible-gaming.md "What a site
 * configures"): the limit types offered (spec 001 §4), how a pending change is confirmed and
 * cancelled (spec 001 §7), which changes need the questionnaire, and the values offered per type.
 */
import { dModules } from "@parlay/domain/config";
import {
  availableLimitTypes,
  LIMIT_TYPES,
  LimitType,
  type LimitTypeId,
  type QuestionnaireRules,
} from "@parlay/domain/limits";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { siteModules } from "../config/index.ts";

export interface LimitsSiteConfig {
  /** The types offered, in the site's order; never 37 (set by the service, not chosen). */
  readonly available: readonly LimitTypeId[];
  readonly method: "limitaction" | "delete";
  readonly questionnaire: QuestionnaireRules;
  /** The values offered per type where the site narrows them. */
  readonly offered: Readonly<Partial<Record<LimitTypeId, readonly number[]>>>;
}

export type LimitsConfigSource = (request: FastifyRequest) => Promise<LimitsSiteConfig>;

type Modules = z.infer<typeof dModules>;

/** The limits part of d.modules (a missing key takes its schema default). */
export function limitsConfigOf(modules: Partial<Modules>): LimitsSiteConfig {
  const parsed = dModules
    .pick({
      availableLimits: true,
      limitActionMethod: true,
      limitQuestionnaire: true,
      limitOfferedValues: true,
    })
    .parse({
      availableLimits: modules.availableLimits,
      limitActionMethod: modules.limitActionMethod,
      limitQuestionnaire: modules.limitQuestionnaire,
      limitOfferedValues: modules.limitOfferedValues,
    });
  const available = availableLimitTypes(parsed.availableLimits).filter(
    (t) => t !== LimitType.selfExcludedMarker,
  );
  const offered: Partial<Record<LimitTypeId, number[]>> = {};
  for (const [key, values] of Object.entries(parsed.limitOfferedValues)) {
    const t = Number(key) as LimitTypeId;
    if (!(t in LIMIT_TYPES)) continue;
    const info = LIMIT_TYPES[t];
    // Only values of the type: a site cannot offer a self-exclusion of 2 days.
    offered[t] =
      info.measure === "currency"
        ? values.filter((v) => Number.isSafeInteger(v) && v >= 1 && v <= 999_999_999)
        : values.filter((v) => info.availableValues.includes(v));
  }
  return {
    available,
    method: parsed.limitActionMethod,
    questionnaire: parsed.limitQuestionnaire,
    offered,
  };
}

/** The values a player may choose for a type on this site (undefined: every value of the type). */
export function offeredValues(cfg: LimitsSiteConfig, limitType: LimitTypeId): readonly number[] | undefined {
  return cfg.offered[limitType];
}

/** Reads d.modules for the request's site (by host; country by X-Country-Code like the betting service). */
export function siteLimitsConfig(ctx: ServiceContext): LimitsConfigSource {
  const modules = siteModules(ctx);
  return async (request) => limitsConfigOf(await modules(request));
}
