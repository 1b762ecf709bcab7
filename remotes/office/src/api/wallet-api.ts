import type {
  AccountCreatedAnswer,
  AccountRemovedAnswer,
  AccountStoreView,
  BalanceAnswer,
  CashierAnswer,
  DepositAnswer,
  HistoryPage,
  Paged,
  PaycheckAnswer,
  PaymentAnswer,
  PaymentRequestCreated,
  PaymentRequestView,
  PaymentView,
  TopicsAnswer,
  TopicTransactionAnswer,
  WithdrawalAnswer,
} from "@parlay/contracts/wallet";
import type { HttpClient, HttpResult } from "@parlay/web";
import type { HistoryFilters } from "./types.ts";

/**
 * The wallet calls the office makes, through the page's HTTP client (@parlay/web), typed by the
 * server's contract (@parlay/contracts/wallet): same origin, the session cookie travels, and CSRF, token refresh and error reading
 * behave exactly as in the shell. GETs take an AbortSignal so a page that unmounts cancels them.
 */

export type { HttpResult };

const W = "/web-api/wallet";
const REQUESTS = `${W}/payment-requests`;

/** Payment questions and a topic's payments come ten a page. */
export const LIST_PAGE_SIZE = 10;

/** The query string of the transfer history: only the filters that are set. */
export function historySearch(f: HistoryFilters): Record<string, string> {
  const q: Record<string, string> = { page: String(f.page) };
  if (f.pageSize) q.pageSize = String(f.pageSize);
  if (f.type) q.type = f.type;
  if (f.status) q.status = f.status;
  if (f.from) q.from = f.from;
  if (f.to) q.to = f.to;
  return q;
}

export function walletApi(http: HttpClient) {
  const get = <T>(path: string, signal?: AbortSignal, query?: Record<string, string>) =>
    http.request<T>({ method: "GET", path, ...(query ? { query } : {}), ...(signal ? { signal } : {}) });
  return {
    balance: (signal?: AbortSignal) => get<BalanceAnswer>(`${W}/balance`, signal),
    cashier: (signal?: AbortSignal) => get<CashierAnswer>(`${W}/cashier`, signal),
    /** Answers the provider's hosted-page link; the balance changes only when the provider's webhook lands. */
    deposit: (body: {
      method: string;
      amount: string;
      currency: string;
      idempotencyKey: string;
      lng: string;
    }) => http.post<DepositAnswer>(`${W}/deposits`, body),
    /** Holds the amount at once; the provider or an operator pays or rejects it later. */
    withdraw: (body: { method: string; amount: string; currency: string; idempotencyKey: string }) =>
      http.post<WithdrawalAnswer>(`${W}/withdrawals`, body),
    payment: (id: number, signal?: AbortSignal) => get<PaymentAnswer>(`${W}/payments/${id}`, signal),
    history: (filters: HistoryFilters, signal?: AbortSignal) =>
      get<HistoryPage>(`${W}/history`, signal, historySearch(filters)),
    accounts: (signal?: AbortSignal) => get<AccountStoreView>(`${W}/accounts`, signal),
    switchActive: (accountId: number) => http.post<AccountStoreView>(`${W}/accounts/active`, { accountId }),
    addAccount: (currency: string) => http.post<AccountCreatedAnswer>(`${W}/accounts`, { currency }),
    removeAccount: (accountId: number) =>
      http.request<AccountRemovedAnswer>({ method: "DELETE", path: `${W}/accounts/${accountId}` }),
    paycheck: (paymentId: number, signal?: AbortSignal) =>
      get<PaycheckAnswer>(`${W}/paycheck/${paymentId}`, signal),
    topics: (signal?: AbortSignal) => get<TopicsAnswer>(`${REQUESTS}/topics`, signal),
    topicTransactions: (topicId: number, page: number, signal?: AbortSignal) =>
      get<Paged<PaymentView>>(`${REQUESTS}/topics/${topicId}/transactions`, signal, {
        page: String(page),
        pageSize: String(LIST_PAGE_SIZE),
      }),
    transaction: (topicId: number, transactionId: number, signal?: AbortSignal) =>
      get<TopicTransactionAnswer>(`${REQUESTS}/topics/${topicId}/transactions/${transactionId}`, signal),
    requests: (page: number, signal?: AbortSignal) =>
      get<Paged<PaymentRequestView>>(REQUESTS, signal, {
        page: String(page),
        pageSize: String(LIST_PAGE_SIZE),
      }),
    createRequest: (body: {
      topicId: number;
      subTopicId?: number;
      transactionId?: number;
      message: string;
    }) => http.post<PaymentRequestCreated>(REQUESTS, body),
  };
}

export type WalletApi = ReturnType<typeof walletApi>;
