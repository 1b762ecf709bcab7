/**
 * The wallet HTTP API's answers as this remote reads them: the server's contract
 * (@parlay/contracts/wallet), types only. Every amount is a decimal string in major units ("150.00").
 */
import type { PaymentStatus, PaymentType } from "@parlay/contracts/wallet";

export type {
  AccountStoreView as AccountStore,
  AccountType,
  AccountView,
  AmountRulesView,
  BalanceView,
  CashierAnswer as CashierView,
  HistoryPage,
  MethodView,
  Paged,
  PaymentRequestView,
  PaymentStatus,
  PaymentType,
  PaymentView,
  ReceiptView,
  TopicView,
} from "@parlay/contracts/wallet";

/** The filters of the transfer history (the query of GET /web-api/wallet/history). */
export interface HistoryFilters {
  type?: PaymentType;
  status?: PaymentStatus;
  /** "2025-01-31"; a bare `to` date includes that whole day. */
  from?: string;
  to?: string;
  page: number;
  pageSize?: number;
}
