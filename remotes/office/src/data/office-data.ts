import type { CasinoHistoryAnswer } from "@parlay/contracts/casino-history";
import type { MessagesAnswer, TicketsAnswer } from "@parlay/contracts/support";
import type { RemoteRenderContext } from "@parlay/remote-protocol";
import type { AvailableAnswer, LimitHistoryEntry, LimitsAnswer, SelfExcludeReason } from "@parlay/web";
import type { CouponFilters, CouponPage } from "../api/betting-types.ts";
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
  HistoryFilters,
  HistoryPage,
  Paged,
  PaymentRequestView,
  PaymentView,
  ReceiptView,
  TopicView,
} from "../api/types.ts";
import type { PersonalDataAnswer, VerificationAnswer } from "../api/verification-api.ts";

/**
 * The player's data an office page renders with on the server: the same answers the browser's calls
 * get (wallet-api.ts, betting-api.ts), one method per read. A method rejects when the site refuses or
 * fails; the page then renders that part as before, loading it after hydration.
 *
 * Two transports: in the site's own process the server hands the remote an in-process client bound
 * to the player it verified (apps/server/src/remotes/office-data.ts); a remote running as its own
 * process calls the site's API with the render grant it was given (`httpOfficeData`).
 */
export interface OfficeData {
  balance(): Promise<{ balance: BalanceView }>;
  accounts(): Promise<AccountStore>;
  cashier(): Promise<CashierView>;
  history(filters: HistoryFilters): Promise<HistoryPage>;
  coupons(filters: CouponFilters): Promise<CouponPage>;
  paycheck(paymentId: number): Promise<{ receipt: ReceiptView }>;
  /** Payment questions, LIST_PAGE_SIZE a page. */
  requests(page: number): Promise<Paged<PaymentRequestView>>;
  /** The player's payments a topic can be about, LIST_PAGE_SIZE a page. */
  topicTransactions(topicId: number, page: number): Promise<Paged<PaymentView>>;
  transaction(
    topicId: number,
    transactionId: number,
  ): Promise<{ topic: TopicView; transaction: PaymentView }>;
  /** The player's system messages, newest first, 20 a page. */
  messages(page: number): Promise<MessagesAnswer>;
  /** The player's tickets of one kind with every post. */
  tickets(kind: "support" | "idea"): Promise<TicketsAnswer>;
  /** The security page: protection level, two-step login, the security question. */
  security(): Promise<SecuritySummary>;
  sessions(): Promise<{ sessions: SessionView[] }>;
  logins(): Promise<{ logins: LoginView[] }>;
  settings(): Promise<PlayerSettingsView>;
  timezones(): Promise<TimezonesView>;
  /** bringfriend: the player's account number (the link's bf) and the players it brought. */
  referrals(): Promise<ReferralsView>;
  /** account?section=personal_data: the saved fields, whether they are locked, the status. */
  personalData(): Promise<PersonalDataAnswer>;
  /** manager: the site's VIP manager contact, or null. */
  manager(): Promise<ManagerView>;
  /** verification and identification: the status and the player's documents. */
  verification(): Promise<VerificationAnswer>;
  /** history?tab=casino: the player's casino rounds, 20 a page. */
  casinoHistory(page: number): Promise<CasinoHistoryAnswer>;
  /** responsible: the player's limits, restriction and play session, texts in `lang` (GET limits). */
  limits(lang: string): Promise<LimitsAnswer>;
  /** responsible: the limit types the site offers with their values and texts (GET availablelimits). */
  availableLimits(lang: string): Promise<AvailableAnswer>;
  /** responsible: the history of the player's limit changes, oldest first (GET history). */
  limitHistory(): Promise<{ history: LimitHistoryEntry[] }>;
  /** responsible: the reasons a self-exclusion may give (GET reasons/selfexclude). */
  selfExcludeReasons(lang: string): Promise<{ reasons: SelfExcludeReason[] }>;
}

/**
 * The office's data for one render: the signed-in player's (from the context's render grant), or
 * null for a guest or when the grant names nobody. Never reads anything the browser sent.
 */
export type OfficeDataSource = (ctx: RemoteRenderContext) => Promise<OfficeData | null>;
