import { z } from "zod";
import {
  APP_FONT_SIZES,
  APP_THEMES,
  APP_VIEW_TYPES,
  COEF_INDICATION_TYPES,
  COEF_VIEW_IDS,
  GLOBAL_SETTINGS_DEFAULTS,
  type GlobalSettings,
  isTimezoneValue,
  MAILING_DEFAULTS,
  MARKETS_NAME_TYPES,
  type MailingSettings,
} from "./settings-rules.ts";

/** Each global setting's schema (spec 001 §3); a patch gives any of them. */
export const globalSettingsShape = {
  language: z
    .string()
    .regex(/^[a-z]{2}$/)
    .nullable(),
  timeZone: z.number().refine(isTimezoneValue, "not a GetTimezones value"),
  is12h: z.boolean(),
  appTheme: z.literal(APP_THEMES),
  appViewType: z.literal(APP_VIEW_TYPES),
  appFontSize: z.literal(APP_FONT_SIZES),
  coefViewId: z.literal(COEF_VIEW_IDS),
  coefIndicationType: z.literal(COEF_INDICATION_TYPES),
  marketsNameType: z.enum(MARKETS_NAME_TYPES),
  compactView: z.boolean(),
  lightVersion: z.boolean(),
  accumulatorOfTheDayLine: z.boolean(),
  accumulatorOfTheDayLive: z.boolean(),
  betGenerator: z.boolean(),
  showSportsOnly: z.boolean(),
  showGameId: z.boolean(),
  bestMatchesOnTop: z.boolean(),
  detailedScore: z.boolean(),
  statsInNewWindow: z.boolean(),
  teamLogosInCoupon: z.boolean(),
  moveVideoOnScroll: z.boolean(),
  groupByCountry: z.boolean(),
} satisfies Record<keyof GlobalSettings, z.ZodType>;

export const mailingShape = {
  enable_mail_news: z.boolean(),
  enable_mail_deposit: z.boolean(),
  enable_mail_bets: z.boolean(),
  enable_sms_news: z.boolean(),
} satisfies Record<keyof MailingSettings, z.ZodType>;

export const globalSettingsSchema = z.object(globalSettingsShape);
export const mailingSchema = z.object(mailingShape);

/** Stored settings as they are read: a field missing or no longer valid takes its default. */
export function readStoredSettings(raw: unknown): { global: GlobalSettings; mailing: MailingSettings } {
  const obj = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const pick = <S extends Record<string, z.ZodType>, D extends Record<keyof S, unknown>>(
    shape: S,
    defaults: D,
  ) =>
    Object.fromEntries(
      Object.entries(shape).map(([key, schema]) => {
        const parsed = schema.safeParse(obj[key]);
        return [key, parsed.success ? parsed.data : defaults[key as keyof S]];
      }),
    ) as D;
  return {
    global: pick(globalSettingsShape, { ...GLOBAL_SETTINGS_DEFAULTS }),
    mailing: pick(mailingShape, { ...MAILING_DEFAULTS }),
  };
}
