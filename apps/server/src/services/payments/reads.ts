import {
  cashierAnswer,
  historyPage,
  paged,
  paycheckAnswer,
  paymentRequestView,
  paymentView,
  subTopicView,
  topicTransactionAnswer,
  topicView,
} from "@parlay/contracts/wallet";
import type { Db } from "@parlay/db";
import {
  formatMoney,
  PAYMENT_METHODS,
  type PaymentRequestTopic,
  paymentRequestTopic,
  paymentRules,
  walletCurrency,
} from "@parlay/domain/wallet";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import {
  activeBalance,
  currencyText,
  dateText,
  idNumber,
  pageQuery,
  parseDateBound,
} from "../wallet/index.ts";
import { paymentStatus, presentPayment, receiptHash } from "./presenter.ts";

/**
 * The payments reads of one player (cashier options, receipts, payment questions), as the GET
 * routes answer them and as the server's in-process office data calls them: each with the route's
 * query and answer schemas, so both paths validate and shape alike.
 */

const depositMethods = PAYMENT_METHODS.filter((m) => m.deposit).map((m) => m.id);
const withdrawalMethods = PAYMENT_METHODS.filter((m) => m.withdrawal).map((m) => m.id);
export const DEPOSIT_METHOD_IDS = depositMethods;
export const WITHDRAWAL_METHOD_IDS = withdrawalMethods;

export const cashierQuery = z.object({ currency: currencyText.optional() });

/** Methods, amount limits and quick amounts of a currency (the active account's by default), with the balance. */
export async function readCashier(
  db: Db,
  userId: bigint,
  query: z.infer<typeof cashierQuery>,
  defaultCurrency: string,
) {
  const balance = await activeBalance(db, userId, defaultCurrency);
  const currency = query.currency ?? balance.currency;
  if (!walletCurrency(currency))
    throw new AppError("CURRENCY_NOT_SUPPORTED", `${currency} is not a wallet currency`);
  const rules = paymentRules(currency);
  const view = (r: typeof rules.deposit) => ({
    min: formatMoney(r.min, currency),
    max: formatMoney(r.max, currency),
    step: formatMoney(r.step, currency),
    presets: r.presets.map((p) => formatMoney(p, currency)),
  });
  const methods = (ids: string[]) =>
    PAYMENT_METHODS.filter((m) => ids.includes(m.id)).map(({ id, name }) => ({ id, name }));
  return {
    currency,
    deposit: { methods: methods(depositMethods), amounts: view(rules.deposit) },
    withdrawal: { methods: methods(withdrawalMethods), amounts: view(rules.withdrawal) },
    balance,
  };
}

/** One of the player's payments; another player's is 404, as if it did not exist. */
export async function ownPayment(deps: { db: Db }, userId: bigint, paymentId: bigint) {
  const p = await deps.db
    .selectFrom("wallet_payment")
    .selectAll()
    .where("id", "=", paymentId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!p) throw new AppError("NOT_FOUND", "No such payment");
  return p;
}

/** Paycheck: the receipt of one of the player's payments. */
export async function readReceipt(db: Db, userId: bigint, paymentId: bigint) {
  const p = await ownPayment({ db }, userId, paymentId);
  return { receipt: { ...presentPayment(p), pspPaymentId: p.psp_payment_id, receiptHash: receiptHash(p) } };
}

/** The answers, from the shared contracts (@parlay/contracts/wallet). */
export const receiptAnswer = paycheckAnswer;
export const requestView = paymentRequestView;
export const topicTransactionsAnswer = paged(paymentView);
export const paymentRequestsAnswer = paged(paymentRequestView);
export const paymentHistoryAnswer = historyPage;
export { cashierAnswer, subTopicView, topicTransactionAnswer, topicView };

export const topicId = z.coerce.number().int().min(1).max(1000);

export const pageOnlyQuery = z.object(pageQuery);
type PageOnly = z.infer<typeof pageOnlyQuery>;

export function topicOr404(id: number): PaymentRequestTopic {
  const topic = paymentRequestTopic(id);
  if (!topic) throw new AppError("NOT_FOUND", "No such topic");
  return topic;
}

/** The player's payments a payment-request topic can be about (its kind), newest first. */
export async function readTopicTransactions(
  db: Db,
  userId: bigint,
  id: number,
  { page, pageSize }: PageOnly,
) {
  const topic = topicOr404(id);
  if (!topic.paymentKind) throw new AppError("NOT_FOUND", "This topic is not about a payment");
  const q = db
    .selectFrom("wallet_payment")
    .where("user_id", "=", userId)
    .where("kind", "=", topic.paymentKind);
  const rows = await q
    .selectAll()
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { count } = await q.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return { items: rows.map(presentPayment), page, pageSize, total: Number(count) };
}

/** One payment a question is about: the player's own, of the topic's kind. */
export async function readTopicTransaction(db: Db, userId: bigint, id: number, transactionId: bigint) {
  const topic = topicOr404(id);
  const p = await ownPayment({ db }, userId, transactionId);
  if (topic.paymentKind !== p.kind) throw new AppError("NOT_FOUND", "This payment does not fit the topic");
  return { topic: { ...topic, subTopics: [...topic.subTopics] }, transaction: presentPayment(p) };
}

export function presentRequest(r: {
  id: bigint;
  topic_id: number;
  sub_topic_id: number | null;
  payment_id: bigint | null;
  message: string;
  status: "open" | "answered" | "closed";
  created_at: Date;
  answer: string | null;
  answered_at: Date | null;
}) {
  return {
    id: idNumber(r.id),
    topicId: r.topic_id,
    subTopicId: r.sub_topic_id,
    paymentId: r.payment_id === null ? null : idNumber(r.payment_id),
    message: r.message,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    answer: r.answer,
    answeredAt: r.answered_at ? new Date(r.answered_at).toISOString() : null,
  };
}

/** The player's questions to support about payments, newest first. */
export async function readPaymentRequests(db: Db, userId: bigint, { page, pageSize }: PageOnly) {
  const q = db.selectFrom("wallet_payment_request").where("user_id", "=", userId);
  const rows = await q
    .selectAll()
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { count } = await q.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return { items: rows.map(presentRequest), page, pageSize, total: Number(count) };
}

export const paymentHistoryQuery = z.object({
  type: z.enum(["deposit", "withdrawal"]).optional(),
  status: paymentStatus.optional(),
  from: dateText.optional(),
  to: dateText.optional(),
  ...pageQuery,
});
export type PaymentHistoryQuery = z.infer<typeof paymentHistoryQuery>;

/** Transfer history (historypay): deposits and withdrawals, newest first, filtered and paged. */
export async function readPaymentHistory(
  db: Db,
  userId: bigint,
  query: PaymentHistoryQuery,
  defaultCurrency: string,
) {
  const { type, status, page, pageSize } = query;
  const from = parseDateBound(query.from, "from");
  const to = parseDateBound(query.to, "to");
  if (from && to && from >= to)
    throw new AppError("VALIDATION", "querystring.from must be before querystring.to");
  let q = db.selectFrom("wallet_payment").where("user_id", "=", userId);
  if (type) q = q.where("kind", "=", type);
  if (status) q = q.where("status", "=", status);
  if (from) q = q.where("created_at", ">=", from);
  if (to) q = q.where("created_at", "<", to);
  const rows = await q
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { count } = await q.select((eb) => eb.fn.countAll<string>().as("count")).executeTakeFirstOrThrow();
  return {
    items: rows.map(presentPayment),
    page,
    pageSize,
    total: Number(count),
    balance: await activeBalance(db, userId, defaultCurrency),
  };
}
