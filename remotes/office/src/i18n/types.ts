import type { ErrorCode } from "@parlay/contracts/errors";
import type { CouponStatusFilter } from "../api/betting-types.ts";
import type { MenuGroupId, MenuItemId } from "../menu.ts";
import type { CouponStatusKey, LegStatusKey } from "../pages/coupon-facts.ts";
import type { OfficePageId } from "../routes.ts";
import type { CasinoTexts } from "./casino-types.ts";
import type { ReferralTexts } from "./referral-types.ts";
import type { ResponsibleTexts } from "./responsible-types.ts";
import type { SecurityTexts, SettingsTexts } from "./security-types.ts";
import type { SupportTexts } from "./support-types.ts";
import type { VerificationTexts } from "./verification-types.ts";

/** Coupon type keys of @parlay/domain/betting CouponType (spec 001 §3), ids 0–9. */
export type CouponTypeKey =
  | "single"
  | "express"
  | "system"
  | "chain"
  | "multibet"
  | "conditional"
  | "antiExpress"
  | "lucky"
  | "patent"
  | "manySingles";

/**
 * Every text the office shows; each language file must fill all of them (the type makes it so).
 * `{name}` placeholders are filled by `fill()`. Only the current language travels in the props.
 */
export interface OfficeDictionary {
  siteName: string;
  office: string;
  description: string;
  menuLabel: string;
  groups: Record<MenuGroupId, string>;
  menu: Record<MenuItemId, string>;
  pages: Record<OfficePageId, string>;

  common: {
    loading: string;
    retry: string;
    loadFailed: string;
    signedOut: string;
    logIn: string;
    network: string;
    genericError: string;
    previous: string;
    next: string;
    pageOf: string;
    pagingLabel: string;
    busy: string;
  };

  balance: {
    label: string;
    available: string;
    held: string;
    total: string;
    account: string;
  };

  amount: {
    label: string;
    hint: string;
    presets: string;
    stepDown: string;
    stepUp: string;
    empty: string;
    malformed: string;
    zero: string;
    belowMin: string;
    aboveMax: string;
    overBalance: string;
  };

  methods: {
    legend: string;
    card: string;
    ewallet: string;
    bank_transfer: string;
    crypto: string;
  };

  recharge: {
    intro: string;
    submit: string;
    redirecting: string;
    webhookNote: string;
  };

  deduce: {
    intro: string;
    holdNote: string;
    noCancel: string;
    review: string;
    confirmTitle: string;
    confirmText: string;
    send: string;
    change: string;
    sent: string;
    another: string;
  };

  history: {
    filters: string;
    type: string;
    typeAll: string;
    status: string;
    statusAll: string;
    from: string;
    to: string;
    apply: string;
    clear: string;
    datesOrder: string;
    caption: string;
    total: string;
    colDate: string;
    colType: string;
    colMethod: string;
    colAmount: string;
    colStatus: string;
    colReceipt: string;
    receipt: string;
    empty: string;
  };

  types: { deposit: string; withdrawal: string };
  statuses: { created: string; pending: string; succeeded: string; failed: string; cancelled: string };

  account: {
    intro: string;
    listLabel: string;
    typeMain: string;
    typeBonus: string;
    typeCurrency: string;
    active: string;
    makeActive: string;
    switched: string;
    remove: string;
    removed: string;
    addLegend: string;
    currency: string;
    add: string;
    added: string;
    addWaiting: string;
    noCurrencies: string;
    bonuses: string;
    noBonuses: string;
  };

  paycheck: {
    intro: string;
    number: string;
    show: string;
    title: string;
    id: string;
    type: string;
    method: string;
    amount: string;
    status: string;
    created: string;
    settled: string;
    transaction: string;
    provider: string;
    hash: string;
    none: string;
    print: string;
    invalid: string;
  };

  requests: {
    intro: string;
    topicsTitle: string;
    mine: string;
    none: string;
    created: string;
    /** Support's answer: its heading ({date}: when). */
    answer: string;
    statuses: { open: string; answered: string; closed: string };
    topics: Record<TopicKey, string>;
    subTopics: Record<SubTopicKey, string>;
    about: string;
    chooseTransaction: string;
    noTransactions: string;
    chooseSubTopic: string;
    message: string;
    messageHint: string;
    messageRequired: string;
    send: string;
    sent: string;
    back: string;
    unknownTopic: string;
  };

  /** The bet history (office/history). */
  bets: {
    intro: string;
    filters: string;
    status: string;
    statusFilters: Record<CouponStatusFilter, string>;
    type: string;
    typeAll: string;
    account: string;
    accountAll: string;
    from: string;
    to: string;
    datesHint: string;
    apply: string;
    clear: string;
    datesOrder: string;
    total: string;
    listLabel: string;
    empty: string;
    emptyHint: string;
    toSportsbook: string;
    coupon: string;
    code: string;
    placed: string;
    settled: string;
    typeLabel: string;
    amount: string;
    coef: string;
    possibleWin: string;
    returnAmount: string;
    statusLabel: string;
    live: string;
    vip: string;
    showLegs: string;
    hideLegs: string;
    legsLabel: string;
    legStart: string;
    legMarket: string;
    legOutcome: string;
    legCoef: string;
    legScore: string;
    legStatus: string;
    banker: string;
    block: string;
    loadAgain: string;
    loadAgainLabel: string;
    loading: string;
    print: string;
    printLabel: string;
    copy: string;
    copyLabel: string;
    copied: string;
    copyFailed: string;
    types: Record<CouponTypeKey, string>;
    typesSized: { system: string; multibet: string };
    typeUnknown: string;
    couponStatuses: Record<CouponStatusKey, string>;
    legStatuses: Record<Exclude<LegStatusKey, "unknown">, string> & { unknown: string };
    gameFallback: string;
    marketFallback: string;
    outcomeFallback: string;
  };

  /** Responsible gaming (office/responsible). */
  responsible: ResponsibleTexts;
  /** office/security (issue 17). */
  security: SecurityTexts;
  /** office/verification, office/identification, personal data (issue 17). */
  verification: VerificationTexts;
  /** office/bringfriend and office/manager (issue 17). */
  referral: ReferralTexts;
  casino: CasinoTexts;
  /** office/settings (issue 17). */
  settings: SettingsTexts;
  /** office/support and office/share-idea (issue 17). */
  support: SupportTexts;

  later: {
    text: string;
    meanwhile: string;
  };

  /** The catalogue codes the office words itself (ui/errors.ts maps every code to one or to none). */
  errors: Record<OfficeErrorKey, string>;
}

/** Keys of the payment-request topics (@parlay/domain/wallet PAYMENT_REQUEST_TOPICS); a test keeps them equal. */
export type TopicKey = "deposit_not_credited" | "withdrawal_not_received" | "methods_and_limits" | "other";
export type SubTopicKey = "method_missing" | "amount_limits" | "fees";

/** Catalogue codes (@parlay/contracts/errors) with their own text in the office's dictionaries. */
export type OfficeErrorKey = Extract<
  ErrorCode,
  | "INSUFFICIENT_FUNDS"
  | "AMOUNT_OUT_OF_RANGE"
  | "LIMIT_REFUSED"
  | "ACCOUNT_BANNED"
  | "LIMIT_DEPOSIT_EXCEEDED"
  | "SELF_EXCLUDED"
  | "TIMED_OUT"
  | "SELF_EXCLUSION_ENDED"
  | "REOPEN_COOLING_OFF"
  | "PAYMENT_PROVIDER_UNAVAILABLE"
  | "NO_ACCOUNT_IN_CURRENCY"
  | "CURRENCY_NOT_SUPPORTED"
  | "WITHDRAWAL_NOT_CANCELLABLE"
  | "IDEMPOTENCY_KEY_REUSED"
  | "NOT_FOUND"
  | "RATE_LIMITED"
  | "CSRF"
  | "INVALID_CREDENTIALS"
  | "CODE_INVALID"
  | "WEAK_PASSWORD"
  | "CAPTCHA_REQUIRED"
  | "PERSONAL_DATA_LOCKED"
  | "DOCUMENT_TYPE_NOT_ALLOWED"
  | "DOCUMENT_TOO_LARGE"
  | "ATTACHMENT_REFUSED"
  | "ATTACHMENT_TOO_LARGE"
>;
