/**
 * The wallet HTTP API's answers as this remote reads them (the server's zod views under
 * apps/server/src/services/{wallet,payments}). Declared here rather than imported: a remote is
 * deployable on its own and depends on the API contract, not on the server's code.
 * Every amount is a decimal string in major units ("150.00").
 */

export interface BalanceView {
  accountId: number;
  currency: string;
  symbol: string;
  /** Available: posted balance minus holds. */
  money: string;
  held: string;
  balance: string;
}

/** Account types of spec 001 §3: 0 main, 4 bonus, 9 currency account. */
export type AccountType = 0 | 4 | 9;

export interface AccountView {
  id: number;
  iso: string;
  currencyId: number;
  symbol: string;
  money: string;
  held: string;
  balance: string;
  type: AccountType;
  isActive: boolean;
  label: string;
  labelWithSymbol: string;
  points: number;
  isPointsTypeBalance: boolean;
  convertMessage: string | null;
}

/** The Account store (spec 001 §3). */
export interface AccountStore {
  accounts: AccountView[];
  all_accounts: AccountView[];
  mainAccount: AccountView | null;
  activeAccount: AccountView | null;
  bonuses: { idBonus: number; money: string }[];
  isAvailableFirstDepositBonus: boolean;
  isAccountFrozen: boolean;
}

export interface AmountRulesView {
  min: string;
  max: string;
  step: string;
  presets: string[];
}

export interface MethodView {
  id: string;
  name: string;
}

export interface CashierView {
  currency: string;
  deposit: { methods: MethodView[]; amounts: AmountRulesView };
  withdrawal: { methods: MethodView[]; amounts: AmountRulesView };
  balance: BalanceView;
}

export type PaymentStatus = "created" | "pending" | "succeeded" | "failed" | "cancelled";
export type PaymentType = "deposit" | "withdrawal";

export interface PaymentView {
  id: number;
  type: PaymentType;
  method: string;
  amount: string;
  currency: string;
  status: PaymentStatus;
  statusMessage: string | null;
  createdAt: string;
  settledAt: string | null;
  transactionId: number | null;
}

export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface HistoryPage extends Paged<PaymentView> {
  balance: BalanceView;
}

export interface ReceiptView extends PaymentView {
  pspPaymentId: string | null;
  receiptHash: string;
}

export interface TopicView {
  id: number;
  key: string;
  title: string;
  paymentKind: PaymentType | null;
  subTopics: { id: number; key: string; title: string }[];
}

export interface PaymentRequestView {
  id: number;
  topicId: number;
  subTopicId: number | null;
  paymentId: number | null;
  message: string;
  status: "open" | "answered" | "closed";
  createdAt: string;
}

export interface HistoryFilters {
  type?: PaymentType;
  status?: PaymentStatus;
  /** "2025-01-31"; a bare `to` date includes that whole day. */
  from?: string;
  to?: string;
  page: number;
  pageSize?: number;
}
