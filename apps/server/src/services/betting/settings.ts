/**
 * The betting settings of one request: the site's d.betting config group (spec 001 §5, §9)
 * resolved for one currency, with the amount step and initial amount from the engine's
 * currency table. Amounts are minor units of the currency.
 */

import {
  amountStepOf,
  type CouponTypeId,
  currencyCode,
  initialAmountOf,
  isCouponTypeId,
  type Money,
} from "@parlay/domain/betting";
import type { dBetting } from "@parlay/domain/config";
import { formatMoney, parseMoney } from "@parlay/domain/wallet";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { AppError } from "../../http/errors.ts";
import { siteGroup } from "../config/index.ts";

export type BettingGroup = z.infer<typeof dBetting>;

/** Reads the d.betting group that applies to a request (site by host, country by header). */
export type BettingConfigSource = (request: FastifyRequest) => Promise<BettingGroup>;

export const DEFAULT_LIVE_DELAY_MS = 3000;

export interface BettingSettings {
  currency: string;
  /** At least one minor unit. */
  minAmount: Money;
  /** null: unlimited. */
  maxAmount: Money | null;
  /** How far a VIP bet may go; null: no VIP bet in this currency. */
  vipMaxAmount: Money | null;
  amountStep: Money;
  initialAmount: Money;
  minTypes: CouponTypeId[];
  maxTypes: CouponTypeId[];
  liveDelayMs: number;
  isBonusBetAllowed: boolean;
  isVipBetAllowed: boolean;
  showOneClick: boolean;
  /** The anti-express margin in basis points (config keeps thousandths: × 10). */
  antiExpressMarginBp: number;
}

function amountOf(text: string | null | undefined, currency: string, field: string): Money | null {
  if (text === null || text === undefined) return null;
  const value = parseMoney(text, currency);
  // A broken config row is our fault, not the player's.
  if (value === null) throw new AppError("SITE_CONFIG_INVALID", `d.betting ${currency}.${field}: "${text}"`);
  return value;
}

export function bettingSettings(
  group: BettingGroup,
  currency: string,
  liveDelayOverride?: number,
): BettingSettings {
  const limits = group.betAmountLimits?.[currency];
  const min = amountOf(limits?.min, currency, "min");
  const code = currencyCode(currency);
  return {
    currency,
    minAmount: (min !== null && min > 0n ? min : 1n) as Money,
    maxAmount: amountOf(limits?.max, currency, "max"),
    vipMaxAmount: amountOf(limits?.vipMax, currency, "vipMax"),
    amountStep: amountStepOf(code),
    initialAmount: initialAmountOf(code),
    minTypes: group.minAmountCouponTypes.filter(isCouponTypeId),
    maxTypes: group.maxAmountCouponTypes.filter(isCouponTypeId),
    liveDelayMs: liveDelayOverride ?? group.liveDelayMs ?? DEFAULT_LIVE_DELAY_MS,
    isBonusBetAllowed: group.isBonusBetAllowed,
    isVipBetAllowed: group.isVipBetAllowed,
    showOneClick: group.show_one_click,
    antiExpressMarginBp: group.antiExpressMargin * 10,
  };
}

/** GET /web-api/betting/limits answer. */
export function presentLimits(s: BettingSettings) {
  const fmt = (v: Money | null) => (v === null ? null : formatMoney(v, s.currency));
  return {
    currency: s.currency,
    minAmount: formatMoney(s.minAmount, s.currency),
    maxAmount: fmt(s.maxAmount),
    amountStep: formatMoney(s.amountStep, s.currency),
    initialAmount: formatMoney(s.initialAmount, s.currency),
    minAmountCouponTypes: s.minTypes,
    maxAmountCouponTypes: s.maxTypes,
    liveDelayMs: s.liveDelayMs,
    // VIP needs a finite maximum (spec 001 §5) and a VIP ceiling for the currency.
    vipMaxAmount: s.isVipBetAllowed && s.maxAmount !== null ? fmt(s.vipMaxAmount) : null,
    isBonusBetAllowed: s.isBonusBetAllowed,
    isVipBetAllowed: s.isVipBetAllowed,
    showOneClick: s.showOneClick,
  };
}

/** The site config of the request's host and x-country-code, like GET /bff-api/config. */
export function siteBettingConfig(ctx: ServiceContext): BettingConfigSource {
  return siteGroup(ctx, "d.betting");
}

/** LIVE_BET_DELAY_MS from the environment, when set to a whole number of milliseconds. */
export function liveDelayFromEnv(env: Record<string, string | undefined>): number | undefined {
  const text = env.LIVE_BET_DELAY_MS;
  if (text === undefined || text === "") return undefined;
  if (!/^\d{1,6}$/.test(text)) throw new Error(`LIVE_BET_DELAY_MS must be milliseconds, got "${text}"`);
  return Number(text);
}
