/**
 * Payment requests (office payment/requests and payment/create-request/{topicId}[/transactions
 * [/{transactionId}] | /{subTopicId}]): a player's question to support about payments. A topic
 * either concerns one of the player's payments of a kind (the player picks it from
 * {topicId}/transactions), or has sub-topics, or neither.
 */
import type { PaymentKind } from "./payment-kind.ts";

export interface PaymentRequestSubTopic {
  readonly id: number;
  readonly key: string;
  readonly title: string;
}

export interface PaymentRequestTopic {
  readonly id: number;
  readonly key: string;
  readonly title: string;
  /** The kind of payment the request is about; null when it is about no particular payment. */
  readonly paymentKind: PaymentKind | null;
  readonly subTopics: readonly PaymentRequestSubTopic[];
}

export const PAYMENT_REQUEST_TOPICS: readonly PaymentRequestTopic[] = [
  {
    id: 1,
    key: "deposit_not_credited",
    title: "My deposit has not arrived",
    paymentKind: "deposit",
    subTopics: [],
  },
  {
    id: 2,
    key: "withdrawal_not_received",
    title: "My withdrawal has not arrived",
    paymentKind: "withdrawal",
    subTopics: [],
  },
  {
    id: 3,
    key: "methods_and_limits",
    title: "Payment methods and limits",
    paymentKind: null,
    subTopics: [
      { id: 31, key: "method_missing", title: "A method I need is missing" },
      { id: 32, key: "amount_limits", title: "Deposit or withdrawal limits" },
      { id: 33, key: "fees", title: "Fees and exchange rates" },
    ],
  },
  { id: 4, key: "other", title: "Something else", paymentKind: null, subTopics: [] },
];

export function paymentRequestTopic(id: number): PaymentRequestTopic | null {
  return PAYMENT_REQUEST_TOPICS.find((t) => t.id === id) ?? null;
}

export type PaymentRequestProblem =
  | "unknown_topic"
  | "unknown_sub_topic"
  | "sub_topic_required"
  | "payment_required"
  | "payment_not_expected";

/** Null when the request's target fits its topic, else the problem. */
export function checkPaymentRequestTarget(input: {
  topicId: number;
  subTopicId?: number | null | undefined;
  hasPayment: boolean;
}): PaymentRequestProblem | null {
  const topic = paymentRequestTopic(input.topicId);
  if (!topic) return "unknown_topic";
  if (input.subTopicId != null && !topic.subTopics.some((s) => s.id === input.subTopicId))
    return "unknown_sub_topic";
  if (topic.subTopics.length > 0 && input.subTopicId == null) return "sub_topic_required";
  if (topic.paymentKind && !input.hasPayment) return "payment_required";
  if (!topic.paymentKind && input.hasPayment) return "payment_not_expected";
  return null;
}
