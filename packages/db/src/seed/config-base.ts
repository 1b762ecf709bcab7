import { type ConfigGroupName, CURRENCY_IDS, countryId, ROUTE_IDS } from "@parlay/domain/config";
import type { GroupData } from "./config-types.ts";

/**
 * The ('*','*') row of every config group of the demo site: what any visitor gets before country
 * and language overrides apply (see config-overrides.ts). Values marked "parlay" are our choices
 * where the spec gives the field but not the value.
 */
export const baseConfig: { [K in ConfigGroupName]: GroupData<K> } = {
  "b.core": {
    // The site's default language; the store replaces it with the language served.
    lng: "en",
    companyName: "Parlay",
    geoCurrency: CURRENCY_IDS.EUR,
    homepageType: "sport", // parlay: "sport" or "casino", which home page the shell renders
    languages: [
      { code: "en", name: "English" },
      { code: "ru", name: "Русский" },
      { code: "ar", name: "العربية" },
      // Hidden until the shell, every remote and the information pages have them complete
      // (e2e/languages.e2e.test.ts): offered half-translated, every page read English under lang="de".
      { code: "de", name: "Deutsch", hidden: true },
      { code: "es", name: "Español", hidden: true },
      { code: "tr", name: "Türkçe", hidden: true },
      { code: "fa", name: "فارسی", hidden: true },
    ],
    twelveHourCountries: ["us", "ca", "au", "in", "ph", "eg", "sa"],
    maintenance: {
      started_at: null,
      ended_at: null,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: false,
      web_state: false,
    },
  },
  "d.core": {
    isRegistrationAllowed: true,
    minAge: 18,
    needShowAgePopup: true,
    isAutoLogoffEnable: true,
    autoLogoffInactiveMinutes: 30,
    // Reminder first after 60 s, then every 15 min (spec 000 §9 units: seconds, minutes).
    remindPopupConfig: { delay: 60, interval: 15 },
    isShowPaymentPageOnlyAuth: false,
    isShowIdentification: false,
    isAvailableConfirmTerms: true,
    isMainVipDomainAuthNeed: true,
    // Country ids whose signed-in players send mainVipDomainAuthNeed with the block check (§6).
    geoAuthReqVip: [countryId("ru") ?? 0, countryId("kz") ?? 0],
  },
  "d.thirdparty": {
    isOneTapAuthEnabled: true,
    consultantParams: { consultant_id: "parlay-demo" },
    isFatmanAnalyticsAvailable: false,
    // A placeholder; real deployments set their own and it is never logged.
    analyticsKey: "demo-analytics-key",
  },
  "d.application": {
    isShowNotifyUpdate: true,
    isSnowfallVisible: false,
    isShowBtnScrollToTop: true,
    scrollToTopType: "arrow",
    isRedesignedHeader: true,
    isShowHeader: true,
    showRatingBookmakers: false,
    // Placeholders the page texts carry and the shell replaces (language rows override per key).
    dataForReplace: {
      "%SITE_NAME%": "Parlay",
      "%SUPPORT_EMAIL%": "support@parlay.test",
      "%SUPPORT_PHONE%": "+44 20 7946 0000",
    },
  },
  "d.modules": {
    // Rules, payment and registration are on; identification (50) is off by default.
    availableRoutes: [ROUTE_IDS.rules, ROUTE_IDS.payment, ROUTE_IDS.registration],
    showFirstStepTeamCash: true,
    showModalAgentNetwork: false,
    isShowRegistrationWidget: true,
    isRegistrationButtonDisabled: false,
    // Demo play for everyone on the demo site; the gb row below makes it UK-style (verified only).
    casinoDemoPlay: "open",
  },
  "d.support": {
    hasSupportMultiButton: true,
    isAvailableCallback: true,
    langsHiddenCallback: ["ar", "fa"],
    socialLinks: [
      // placementTypeId 6: shown in the support multi-button (spec 000 §3).
      { name: "Telegram", link: "https://t.me/parlay_support", iconName: "telegram", placementTypeId: 6 },
      { name: "WhatsApp", link: "https://wa.me/442079460000", iconName: "whatsapp", placementTypeId: 6 },
      // parlay: placement 1 is the footer.
      { name: "X", link: "https://x.com/parlay", iconName: "twitter", placementTypeId: 1 },
      { name: "Instagram", link: "https://instagram.com/parlay", iconName: "instagram", placementTypeId: 1 },
    ],
  },
  "d.betting": {
    show_one_click: true,
    isBonusBetAllowed: true,
    isVipBetAllowed: true,
    // Minimum enforced for every coupon type; maximum not for chain, lucky, patent, many singles.
    minAmountCouponTypes: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    maxAmountCouponTypes: [0, 1, 2, 4, 5, 6],
    coefViews: [0, 1, 2, 4, 5, 6, 14, 15, 16],
    antiExpressMargin: 50,
    betAmountLimits: {
      RUB: { min: "1", max: "500000", vipMax: "5000000" },
      USD: { min: "0.10", max: "5000", vipMax: "50000" },
      EUR: { min: "0.10", max: "5000", vipMax: "50000" },
      TRY: { min: "1", max: "150000", vipMax: "1500000" },
      KZT: { min: "50", max: "2500000", vipMax: "25000000" },
    },
    liveDelayMs: 3000,
  },
};
