import { z } from "zod";

/**
 * The site config the shell reads (spec 000 §3), grouped as the config service serves it (§7).
 * Every field the spec lists is here; fields marked "parlay" are ours, where the spec says "not shown".
 */
export const CONFIG_GROUPS = [
  "b.core",
  "d.core",
  "d.thirdparty",
  "d.application",
  "d.modules",
  "d.support",
  "d.betting",
] as const;
export type ConfigGroupName = (typeof CONFIG_GROUPS)[number];

export const languageEntry = z.object({
  code: z.string().regex(/^[a-z]{2}$/),
  name: z.string(),
  hidden: z.boolean().default(false),
  /** parlay: a language only offered to signed-in users (spec: "unauthorised languages excluded"). */
  authOnly: z.boolean().default(false),
});
export type LanguageEntry = z.infer<typeof languageEntry>;

export const socialLink = z.object({
  name: z.string(),
  link: z.string(),
  iconName: z.string(),
  placementTypeId: z.number().int(),
});

export const customCanonical = z.union([
  z.object({ mode: z.literal("url"), targetUrl: z.string() }),
  z.object({ mode: z.literal("mirror"), domain: z.string() }),
]);

/** 2000-01-01 and 9999-12-31 in epoch milliseconds. */
const EPOCH_MS_MIN = 946_684_800_000;
const EPOCH_MS_MAX = 253_402_300_799_999;

/**
 * A moment as epoch milliseconds (JavaScript's Date unit). The bounds make a wrong unit an error
 * on write instead of a wrong date on the page: a date in seconds (1.7e9) falls before 2000, one in
 * microseconds after 9999.
 */
export const epochMs = z
  .number()
  .int()
  .min(EPOCH_MS_MIN, "a date in epoch milliseconds (e.g. 1767225600000), not seconds")
  .max(EPOCH_MS_MAX, "a date in epoch milliseconds, before year 10000");

export const maintenanceConfig = z.object({
  started_at: epochMs.nullable(),
  ended_at: epochMs.nullable(),
  notify_started_at: epochMs.nullable(),
  notify_ended_at: epochMs.nullable(),
  isActive: z.boolean(),
  web_state: z.boolean(),
});
export type MaintenanceConfig = z.infer<typeof maintenanceConfig>;

export const bCore = z.object({
  lng: z.string(),
  group_id: z.number().int(),
  companyName: z.string(),
  isVipDomain: z.boolean(),
  geoCountryId: z.number().int(),
  geoCurrency: z.number().int(),
  homepageType: z.string(),
  languages: z.array(languageEntry),
  /** parlay: countries (ISO alpha-2) whose players see a 12-hour clock. */
  twelveHourCountries: z.array(z.string()),
  maintenance: maintenanceConfig,
});

export const dCore = z.object({
  isRegistrationAllowed: z.boolean(),
  minAge: z.number().int(),
  needShowAgePopup: z.boolean(),
  isAutoLogoffEnable: z.boolean(),
  autoLogoffInactiveMinutes: z.number().int(),
  remindPopupConfig: z.object({ delay: z.number().int().nullable(), interval: z.number().int().nullable() }),
  isShowPaymentPageOnlyAuth: z.boolean(),
  isShowIdentification: z.boolean(),
  isAvailableConfirmTerms: z.boolean(),
  isMainVipDomainAuthNeed: z.boolean(),
  geoAuthReqVip: z.array(z.number().int()),
});

export const dThirdparty = z.object({
  isOneTapAuthEnabled: z.boolean(),
  consultantParams: z.object({ consultant_id: z.string() }),
  isFatmanAnalyticsAvailable: z.boolean(),
  /** The analytics key: served to the page, never printed in logs. */
  analyticsKey: z.string(),
});

export const dApplication = z.object({
  isShowNotifyUpdate: z.boolean(),
  isSnowfallVisible: z.boolean(),
  isShowBtnScrollToTop: z.boolean(),
  scrollToTopType: z.enum(["angle", "arrow"]),
  isRedesignedHeader: z.boolean(),
  isShowHeader: z.boolean(),
  showRatingBookmakers: z.boolean(),
  dataForReplace: z.record(z.string(), z.string()),
});

export const dModules = z.object({
  /** Route ids available on this site (the rules section needs 47). */
  availableRoutes: z.array(z.number().int()),
  showFirstStepTeamCash: z.boolean(),
  showModalAgentNetwork: z.boolean(),
  isShowRegistrationWidget: z.boolean(),
  isRegistrationButtonDisabled: z.boolean(),
  /**
   * parlay (spec 001 §4: "Limits are loaded only for ids the site config makes available"): the
   * responsible-gaming limit types this site offers, in the order the office shows them. 37 (the
   * self-exclusion marker) is never chosen and need not be listed.
   */
  availableLimits: z
    .array(z.number().int().min(1).max(99))
    .max(20)
    .default([20, 21, 22, 1, 2, 3, 10, 11, 12, 31, 32, 33, 30]),
  /**
   * parlay (spec 001 §7: "POST limitaction with action, or DELETE limit, depending on a config
   * method"): how the client confirms and cancels a pending change.
   */
  limitActionMethod: z.enum(["limitaction", "delete"]).default("limitaction"),
  /**
   * parlay: the limit changes that need the questionnaire first (spec 001 §7 `questions`,
   * `tokenGuid`, `testanswers`), by group and direction, e.g. `{ "deposit": ["looser"] }`.
   */
  limitQuestionnaire: z
    .partialRecord(
      z.enum(["deposit", "wagering", "loss", "session", "realityCheck", "timeout", "selfExclusion"]),
      z.array(z.enum(["stricter", "same", "looser"])),
    )
    .default({}),
  /**
   * parlay: narrows the values a player may choose per limit type id, e.g. `{ "30": [180, 365,
   * 730, 1095, 1825] }` for a UK site (LCCP 3.5: self-exclusion of at least 6 months). Unlisted
   * types offer every value of the type.
   */
  limitOfferedValues: z.record(z.string().regex(/^\d{1,2}$/), z.array(z.number().int()).max(50)).default({}),
  /**
   * parlay (issue 18, docs/casino.md "Demo play"): casino demo play ("Play for fun", virtual money) on
   * this site — `off`, `open` to everyone (guests too), or `verified`: only for a signed-in player
   * whose age is verified (a UK site: UKGC forbids free play before age verification). A game offers
   * demo play only when both the site and the game (`demo_allowed`) allow it.
   */
  casinoDemoPlay: z.enum(["off", "open", "verified"]).default("off"),
  /**
   * parlay (issue 18, docs/casino.md "Session chrome"): the shortest time between two rounds of a
   * provider's game, in milliseconds, sent to the provider with every launch (`min_spin_ms`); the
   * UKGC's RTS 14F asks 2,500 for slots on a UK site. 0: no minimum. CASINO_MIN_SPIN_MS, when set,
   * is a floor for every site of the process.
   */
  casinoMinSpinMs: z.number().int().min(0).max(60_000).default(0),
});
export type CasinoDemoPlay = z.infer<typeof dModules>["casinoDemoPlay"];

export const dSupport = z.object({
  hasSupportMultiButton: z.boolean(),
  isAvailableCallback: z.boolean(),
  langsHiddenCallback: z.array(z.string()),
  socialLinks: z.array(socialLink),
  /**
   * parlay (issue 17, office/manager): the VIP manager players of this site reach; null when none
   * is assigned. Contacts are optional, at least the name is shown.
   */
  vipManager: z
    .object({
      name: z.string().min(1).max(100),
      email: z.email().max(200).optional(),
      phone: z
        .string()
        .regex(/^\+?[0-9 ()-]{5,24}$/)
        .optional(),
      telegram: z
        .string()
        .regex(/^@?[A-Za-z0-9_]{5,32}$/)
        .optional(),
    })
    .nullable()
    .default(null),
});

export const dBetting = z.object({
  show_one_click: z.boolean(),
  isBonusBetAllowed: z.boolean(),
  isVipBetAllowed: z.boolean(),
  /** Coupon type ids with an enforced minimum / maximum (spec 001 §5). */
  minAmountCouponTypes: z.array(z.number().int()),
  maxAmountCouponTypes: z.array(z.number().int()),
  /** Allowed coefficient views (spec 001 §3). */
  coefViews: z.array(z.number().int()),
  /** parlay: anti-express margin in thousandths. */
  antiExpressMargin: z.number().int(),
  /**
   * parlay: coupon amount limits per currency, decimal strings in major units. `max` null is
   * unlimited; `vipMax` is how far a VIP bet may go above `max` (null: no VIP bet in that currency).
   * A currency not listed has no minimum beyond one minor unit and no maximum.
   */
  betAmountLimits: z
    .record(
      z.string().regex(/^[A-Z]{3}$/),
      z.object({
        min: z.string().regex(/^\d{1,13}(\.\d{1,4})?$/),
        max: z
          .string()
          .regex(/^\d{1,13}(\.\d{1,4})?$/)
          .nullable(),
        vipMax: z
          .string()
          .regex(/^\d{1,13}(\.\d{1,4})?$/)
          .nullable()
          .default(null),
      }),
    )
    .default({}),
  /** parlay: live acceptance delay in ms (env LIVE_BET_DELAY_MS overrides it). */
  liveDelayMs: z.number().int().min(0).max(60_000).default(3000),
});

export const configGroupSchemas = {
  "b.core": bCore,
  "d.core": dCore,
  "d.thirdparty": dThirdparty,
  "d.application": dApplication,
  "d.modules": dModules,
  "d.support": dSupport,
  "d.betting": dBetting,
} as const satisfies Record<ConfigGroupName, z.ZodType>;

export type ConfigGroups = { [K in ConfigGroupName]: z.infer<(typeof configGroupSchemas)[K]> };

/** all.json: every group merged into one flat object. */
export const siteConfig = bCore
  .extend(dCore.shape)
  .extend(dThirdparty.shape)
  .extend(dApplication.shape)
  .extend(dModules.shape)
  .extend(dSupport.shape)
  .extend(dBetting.shape);
export type SiteConfig = z.infer<typeof siteConfig>;

export { ROUTE_IDS } from "./route-ids.ts";
