/** The payments service's public face: what other services may use. */

export { createPayoutDispatcher, type PayoutDispatcher } from "./payouts.ts";
export { paymentStatus, paymentView, presentPayment } from "./presenter.ts";
export {
  fetchTransport,
  injectTransport,
  type PspClient,
  type PspSettings,
  pspClient,
} from "./psp-client.ts";
export {
  cashierAnswer,
  cashierQuery,
  ownPayment,
  type PaymentHistoryQuery,
  pageOnlyQuery,
  paymentHistoryAnswer,
  paymentHistoryQuery,
  paymentRequestsAnswer,
  readCashier,
  readPaymentHistory,
  readPaymentRequests,
  readReceipt,
  readTopicTransaction,
  readTopicTransactions,
  receiptAnswer,
  topicTransactionAnswer,
  topicTransactionsAnswer,
} from "./reads.ts";
export { cashierRoutes } from "./routes-cashier.ts";
export { officeRoutes } from "./routes-office.ts";
export { staffPaymentRoutes } from "./routes-staff.ts";
export { teamCashRoutes } from "./routes-team-cash.ts";
export { webhookRoutes } from "./routes-webhook.ts";
