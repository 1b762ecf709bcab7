import type { CasinoHistoryAnswer } from "@parlay/contracts/casino-history";
import type { MessagesAnswer, TicketsAnswer } from "@parlay/contracts/support";
import { paymentRequestTopic } from "@parlay/domain/wallet";
import type { AvailableAnswer, LimitHistoryEntry, LimitsAnswer, SelfExcludeReason } from "@parlay/web";
import type { CouponPage } from "../api/betting-types.ts";
import type { ManagerView, ReferralsView } from "../api/referral-api.ts";
import type {
  LoginView,
  PlayerSettingsView,
  SecuritySummary,
  SessionView,
  TimezonesView,
} from "../api/security-api.ts";
import type {
  AccountStore,
  BalanceView,
  CashierView,
  HistoryPage,
  Paged,
  PaymentRequestView,
  PaymentView,
  ReceiptView,
  TopicView,
} from "../api/types.ts";
import type { PersonalDataAnswer, VerificationAnswer } from "../api/verification-api.ts";
import { betFiltersFromQuery, toCouponFilters } from "../pages/bet-history-filters.ts";
import { casinoPageFrom } from "../pages/casino-history.tsx";
import { filtersFromQuery, toHistoryQuery } from "../pages/history-filters.ts";
import { paymentIdFrom } from "../pages/paycheck.tsx";
import { isLaterPage, isPersonalData, type OfficeRoute, showsBalance } from "../routes.ts";
import type { OfficeData } from "./office-data.ts";

/**
 * The data an office page was rendered with on the server, travelling in its props: each page hands
 * its part to `useLoad(key, load, { initial })`, so the first render matches the server's HTML and
 * the first load is not made again. A part that is absent (a guest, a refused or failed read) loads
 * after hydration as before.
 */
export interface OfficeInitial {
  /** The balance bar of every built page. */
  balance?: { balance: BalanceView };
  /** account; bet history's account filter. */
  accounts?: AccountStore;
  /** recharge, deduce. */
  cashier?: CashierView;
  /** historypay, with the filters of the URL. */
  history?: HistoryPage;
  /** history (bets), with the filters of the URL. */
  coupons?: CouponPage;
  /** paycheck?paymentId=. */
  receipt?: { receipt: ReceiptView };
  /** payment/requests, first page. */
  requests?: Paged<PaymentRequestView>;
  /** create-request: the topic's payments, first page. */
  transactions?: Paged<PaymentView>;
  /** create-request form about one payment. */
  transaction?: { topic: TopicView; transaction: PaymentView };
  /** support: the inbox's first page. */
  messages?: MessagesAnswer;
  /** support (kind support), share-idea (kind idea). */
  tickets?: TicketsAnswer;
  /** security: the summary, the live sessions, the login history. */
  security?: SecuritySummary;
  sessions?: { sessions: SessionView[] };
  logins?: { logins: LoginView[] };
  /** settings: the saved settings and the time-zone choices. */
  settings?: PlayerSettingsView;
  timezones?: TimezonesView;
  /** bringfriend. */
  referrals?: ReferralsView;
  /** account?section=personal_data. */
  personalData?: PersonalDataAnswer;
  /** manager. */
  manager?: ManagerView;
  /** verification, identification. */
  verification?: VerificationAnswer;
  /** history?tab=casino: the casino rounds of the address's page. */
  casino?: CasinoHistoryAnswer;
  /** responsible: everything the page shows first, read at `renderedAt` (the page's clock until it reloads). */
  responsible?: ResponsibleInitial;
}

/** The Responsible page's reads (the limits service's GET calls) in the page's language. */
export interface ResponsibleInitial {
  available: AvailableAnswer;
  limits: LimitsAnswer;
  /** The main account's currency (the balance's), "" when it could not be read. */
  currency: string;
  history: LimitHistoryEntry[];
  reasons: SelfExcludeReason[];
}

type Reads = { [K in keyof OfficeInitial]-?: () => Promise<NonNullable<OfficeInitial[K]>> };

/** What `route` shows first, read in parallel; a read that fails is left out. */
export async function loadOfficePage(
  route: OfficeRoute,
  query: Record<string, string>,
  today: string,
  data: OfficeData,
  lang: string,
): Promise<OfficeInitial> {
  if (isLaterPage(route.page)) return {};
  const reads: Partial<Reads> = showsBalance(route, query) ? { balance: () => data.balance() } : {};
  switch (route.page) {
    case "account":
      if (isPersonalData(route, query)) reads.personalData = () => data.personalData();
      else reads.accounts = () => data.accounts();
      break;
    case "recharge":
    case "deduce":
      reads.cashier = () => data.cashier();
      break;
    case "historypay":
      reads.history = () => data.history(toHistoryQuery(filtersFromQuery(query)));
      break;
    case "history":
      if (query.tab === "casino") {
        reads.casino = () => data.casinoHistory(casinoPageFrom(query));
        break;
      }
      reads.coupons = () => data.coupons(toCouponFilters(betFiltersFromQuery(query, today)));
      reads.accounts = () => data.accounts();
      break;
    case "paycheck": {
      const paymentId = paymentIdFrom(query);
      if (paymentId !== null) reads.receipt = () => data.paycheck(paymentId);
      break;
    }
    case "payment/requests":
      reads.requests = () => data.requests(1);
      break;
    case "support":
      reads.messages = () => data.messages(1);
      reads.tickets = () => data.tickets("support");
      break;
    case "security":
      reads.security = () => data.security();
      reads.sessions = () => data.sessions();
      reads.logins = () => data.logins();
      break;
    case "settings":
      reads.settings = () => data.settings();
      reads.timezones = () => data.timezones();
      break;
    case "bringfriend":
      reads.referrals = () => data.referrals();
      break;
    case "manager":
      reads.manager = () => data.manager();
      break;
    case "verification":
    case "identification":
      reads.verification = () => data.verification();
      break;
    case "responsible":
      reads.responsible = async () => {
        const [available, limits, history, reasons, balance] = await Promise.all([
          data.availableLimits(lang),
          data.limits(lang),
          data.limitHistory(),
          data.selfExcludeReasons(lang),
          data.balance().catch(() => null),
        ]);
        return {
          available,
          limits,
          currency: balance?.balance.currency ?? "",
          history: history.history,
          reasons: reasons.reasons,
        };
      };
      break;
    case "share-idea":
      reads.tickets = () => data.tickets("idea");
      break;
    case "payment/create-request": {
      const topic = paymentRequestTopic(route.topicId);
      if (route.step === "form" && route.transactionId !== null) {
        const { topicId, transactionId } = route;
        reads.transaction = () => data.transaction(topicId, transactionId);
      } else if (route.step !== "form" && topic?.paymentKind) {
        reads.transactions = () => data.topicTransactions(route.topicId, 1);
      }
      break;
    }
  }
  const settled = await Promise.all(
    Object.entries(reads).map(async ([name, read]) => [name, await read().catch(() => undefined)] as const),
  );
  return Object.fromEntries(settled.filter(([, value]) => value !== undefined)) as OfficeInitial;
}
