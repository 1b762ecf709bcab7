/**
 * Reading persisted coupon settings (spec 001 §3): unknown or malformed fields fall back to their
 * defaults. A subpath of its own (@parlay/domain/betting/settings-schema), so the betting index —
 * imported by remotes — carries no schema library.
 */
// zod/mini: the shell parses stored settings in the browser, and the full zod would add ~450 kB there.
import * as z from "zod/mini";
import type { CouponSettings } from "./coupon-settings.ts";
import { ChangeCoefAction, type ChangeCoefActionId } from "./ids.ts";

const decimalString = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const flag = (fallback: boolean) => z.catch(z.boolean(), fallback);
const nullableDecimal = z.catch(z.nullable(decimalString), null);

export const couponSettingsSchema = z.object({
  amountStepByCurrencyIso: z.catch(z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), decimalString), {}),
  isManualAmountStep: flag(false),
  changeCoefAction: z.catch(
    z.union([z.literal(0), z.literal(1), z.literal(2)]),
    ChangeCoefAction.acceptRise as ChangeCoefActionId,
  ),
  isAutoMax: flag(false),
  isVipBet: flag(false),
  isBalanceShown: flag(true),
  isPossibleWinShown: flag(true),
  isSelectAccountShown: flag(false),
  isCouponFixed: flag(false),
  oneClickAmount: nullableDecimal,
  isActiveOneClick: flag(false),
  exactCoef: nullableDecimal,
  isDropOnScoreChange: flag(false),
  expressId: z.catch(z.nullable(z.string()), null),
  bonusAccountOneClickAmount: nullableDecimal,
});

/** Reads persisted settings: unknown or malformed fields fall back to their defaults. */
export function parseCouponSettings(stored: unknown): CouponSettings {
  const input = typeof stored === "object" && stored !== null ? stored : {};
  return couponSettingsSchema.parse(input);
}
