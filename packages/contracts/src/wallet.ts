/**
 * The wallet's answers (docs/wallet.md "HTTP routes"): balance, accounts, cashier, payments,
 * history, payment requests and team cash. The server serialises /web-api/wallet/* with these
 * schemas; the shell, the header and the office read the types (`import type`). Every amount is a
 * decimal string in major units ("150.00"), never a JSON float; ids are JSON numbers.
 */
import { z } from "zod";

/** A page of a list: the items and where they stand in the whole. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number(), pageSize: z.number(), total: z.number() });
}
export interface Paged<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export const balanceView = z.object({
  accountId: z.number(),
  currency: z.string(),
  symbol: z.string(),
  /** Available: posted balance minus holds. */
  money: z.string(),
  held: z.string(),
  balance: z.string(),
});
export type BalanceView = z.output<typeof balanceView>;

/** Account types of spec 001 §3: 0 main, 4 bonus, 9 currency account. */
export const accountType = z.union([z.literal(0), z.literal(4), z.literal(9)]);
export type AccountType = z.output<typeof accountType>;

/** The Account entity (spec 001 §3), plus `held`/`balance` and the HRK `convertMessage` (§4). */
export const accountView = z.object({
  id: z.number(),
  iso: z.string(),
  currencyId: z.number(),
  symbol: z.string(),
  /** Available money (posted balance minus holds), decimal string in major units. */
  money: z.string(),
  held: z.string(),
  balance: z.string(),
  type: accountType,
  isActive: z.boolean(),
  label: z.string(),
  labelWithSymbol: z.string(),
  points: z.number(),
  isPointsTypeBalance: z.boolean(),
  convertMessage: z.string().nullable(),
});
export type AccountView = z.output<typeof accountView>;

/** The Account store (spec 001 §3): GET /accounts, POST /accounts/active. */
export const accountStoreView = z.object({
  accounts: z.array(accountView),
  all_accounts: z.array(accountView),
  mainAccount: accountView.nullable(),
  activeAccount: accountView.nullable(),
  bonuses: z.array(z.object({ idBonus: z.number(), money: z.string() })),
  isAvailableFirstDepositBonus: z.boolean(),
  isAccountFrozen: z.boolean(),
});
export type AccountStoreView = z.output<typeof accountStoreView>;

/** POST /accounts: the account opened in another currency. */
export const accountCreatedAnswer = z.object({ success: z.literal(true), account: accountView });
export type AccountCreatedAnswer = z.output<typeof accountCreatedAnswer>;
/** DELETE /accounts/:id. */
export const accountRemovedAnswer = z.object({ success: z.literal(true) });
export type AccountRemovedAnswer = z.output<typeof accountRemovedAnswer>;

export const paymentStatus = z.enum(["created", "pending", "succeeded", "failed", "cancelled"]);
export type PaymentStatus = z.output<typeof paymentStatus>;
export const paymentType = z.enum(["deposit", "withdrawal"]);
export type PaymentType = z.output<typeof paymentType>;

export const paymentView = z.object({
  id: z.number(),
  type: paymentType,
  method: z.string(),
  amount: z.string(),
  currency: z.string(),
  status: paymentStatus,
  statusMessage: z.string().nullable(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
  transactionId: z.number().nullable(),
});
export type PaymentView = z.output<typeof paymentView>;

/** GET /balance. */
export const balanceAnswer = z.object({ balance: balanceView });
export type BalanceAnswer = z.output<typeof balanceAnswer>;

export const amountRules = z.object({
  min: z.string(),
  max: z.string(),
  step: z.string(),
  presets: z.array(z.string()),
});
export type AmountRulesView = z.output<typeof amountRules>;
export const methodView = z.object({ id: z.string(), name: z.string() });
export type MethodView = z.output<typeof methodView>;

/** GET /cashier: methods, amount limits and quick amounts per direction, with the balance. */
export const cashierAnswer = z.object({
  currency: z.string(),
  deposit: z.object({ methods: z.array(methodView), amounts: amountRules }),
  withdrawal: z.object({ methods: z.array(methodView), amounts: amountRules }),
  balance: balanceView,
});
export type CashierAnswer = z.output<typeof cashierAnswer>;

/** POST /deposits: send the browser to `redirectUrl` (the provider's hosted page). */
export const depositAnswer = z.object({
  paymentId: z.number(),
  status: z.literal("created"),
  redirectUrl: z.string(),
});
export type DepositAnswer = z.output<typeof depositAnswer>;

/** POST /withdrawals: the amount is held at once. */
export const withdrawalAnswer = z.object({
  paymentId: z.number(),
  status: z.literal("pending"),
  balance: balanceView,
});
export type WithdrawalAnswer = z.output<typeof withdrawalAnswer>;

/** GET /payments/:id: one payment's status (the onpay pages poll it) and the balance. */
export const paymentAnswer = z.object({ payment: paymentView, balance: balanceView });
export type PaymentAnswer = z.output<typeof paymentAnswer>;

/** GET /history: transfer history with the balance every cashier page shows. */
export const historyPage = paged(paymentView).extend({ balance: balanceView });
export type HistoryPage = z.output<typeof historyPage>;

/** GET /paycheck/:id: the receipt of one payment. */
export const receiptView = paymentView.extend({
  pspPaymentId: z.string().nullable(),
  receiptHash: z.string(),
});
export type ReceiptView = z.output<typeof receiptView>;
export const paycheckAnswer = z.object({ receipt: receiptView });
export type PaycheckAnswer = z.output<typeof paycheckAnswer>;

export const subTopicView = z.object({ id: z.number(), key: z.string(), title: z.string() });
export const topicView = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  paymentKind: paymentType.nullable(),
  subTopics: z.array(subTopicView),
});
export type TopicView = z.output<typeof topicView>;
export const topicsAnswer = z.object({ topics: z.array(topicView) });
export type TopicsAnswer = z.output<typeof topicsAnswer>;
/** GET /payment-requests/topics/:topicId/transactions/:transactionId. */
export const topicTransactionAnswer = z.object({ topic: topicView, transaction: paymentView });
export type TopicTransactionAnswer = z.output<typeof topicTransactionAnswer>;
/** GET /payment-requests/topics/:topicId/:subTopicId. */
export const subTopicAnswer = z.object({ topic: topicView, subTopic: subTopicView });

export const paymentRequestView = z.object({
  id: z.number(),
  topicId: z.number(),
  subTopicId: z.number().nullable(),
  paymentId: z.number().nullable(),
  message: z.string(),
  status: z.enum(["open", "answered", "closed"]),
  createdAt: z.string(),
  /** Support's answer (written in the back office), null until answered. */
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type PaymentRequestView = z.output<typeof paymentRequestView>;
/** POST /payment-requests. */
export const paymentRequestCreated = z.object({ request: paymentRequestView });
export type PaymentRequestCreated = z.output<typeof paymentRequestCreated>;

/** The team cash payment item (spec 000 §3). skks_hash is a receipt hash support can quote. */
export const teamCashItem = z.object({
  id: z.number(),
  status_id: z.number(),
  message: z.string(),
  translate_message: z.string(),
  skks_hash: z.string(),
  timestamp: z.number(),
  date_payment: z.string().nullable(),
  status_title: z.string(),
  summ: z.string(),
  money_deposit_id: z.number().nullable(),
});
export type TeamCashItem = z.output<typeof teamCashItem>;
/** GET /team-cash. */
export const teamCashPage = z.object({ entities: z.array(teamCashItem), total_count: z.number() });
export type TeamCashPage = z.output<typeof teamCashPage>;
/** GET /team-cash/modal: which modal to show now (first at 3 paid items, second at 4). */
export const teamCashModal = z.object({
  show: z.enum(["first", "second"]).nullable(),
  paidCount: z.number(),
});
export type TeamCashModalAnswer = z.output<typeof teamCashModal>;
