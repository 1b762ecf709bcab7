/**
 * The office pages (spec 000 §2; the shell's table is packages/domain/src/routing/table-office.ts):
 * which page a path (without /{lng}) is, and its numeric parameters. The shell only routes valid
 * paths here; the remote still answers not_exist for anything else when asked directly.
 */

/** Pages that are built; every other office page shows the honest "later release" panel. */
export const LIVE_PAGES = [
  "account",
  "recharge",
  "deduce",
  "historypay",
  "paycheck",
  "payment/requests",
  "payment/create-request",
  "history",
  "responsible",
  "security",
  "settings",
  "verification",
  "identification",
  "support",
  "share-idea",
  "bringfriend",
  "manager",
] as const;

export const LATER_PAGES = [
  "bonuses/deposit",
  "bonuses/wager",
  "casino/vipcashback",
  "casino/premiumcashback",
  "promotion",
  "rewards",
] as const;

export type LivePageId = (typeof LIVE_PAGES)[number];
export type LaterPageId = (typeof LATER_PAGES)[number];
export type OfficePageId = LivePageId | LaterPageId;

export type OfficeRoute =
  | { page: Exclude<LivePageId, "payment/create-request"> }
  | { page: LaterPageId }
  /** payment/create-request/{topicId}: the topic decides what comes next (a payment, a sub-topic, or the form). */
  | { page: "payment/create-request"; step: "topic"; topicId: number }
  /** payment/requests/{topicId}/transactions: pick the payment the question is about. */
  | { page: "payment/create-request"; step: "transactions"; topicId: number }
  /** payment/requests/{topicId}/transactions/{id} or payment/requests/{topicId}/{subTopicId}: the form. */
  | {
      page: "payment/create-request";
      step: "form";
      topicId: number;
      transactionId: number | null;
      subTopicId: number | null;
    };

const ID = "([1-9]\\d{0,8})";
const CREATE = new RegExp(`^payment/create-request/${ID}$`);
const TRANSACTIONS = new RegExp(`^payment/requests/${ID}/transactions$`);
const TRANSACTION = new RegExp(`^payment/requests/${ID}/transactions/${ID}$`);
const SUB_TOPIC = new RegExp(`^payment/requests/${ID}/${ID}$`);

export function matchOfficeRoute(path: string): OfficeRoute | null {
  const rest = path.replace(/^\/office(?=\/|$)/, "").replace(/^\/+|\/+$/g, "");
  if (rest === "") return { page: "account" }; // the office root goes to account (spec 000 §2)
  const live = LIVE_PAGES.find((id) => id === rest);
  if (live && live !== "payment/create-request") return { page: live };
  const later = LATER_PAGES.find((id) => id === rest);
  if (later) return { page: later };
  let m = CREATE.exec(rest);
  if (m) return { page: "payment/create-request", step: "topic", topicId: Number(m[1]) };
  m = TRANSACTIONS.exec(rest);
  if (m) return { page: "payment/create-request", step: "transactions", topicId: Number(m[1]) };
  m = TRANSACTION.exec(rest);
  if (m) {
    const [, topicId, transactionId] = m;
    return {
      page: "payment/create-request",
      step: "form",
      topicId: Number(topicId),
      transactionId: Number(transactionId),
      subTopicId: null,
    };
  }
  m = SUB_TOPIC.exec(rest);
  if (m) {
    const [, topicId, subTopicId] = m;
    return {
      page: "payment/create-request",
      step: "form",
      topicId: Number(topicId),
      transactionId: null,
      subTopicId: Number(subTopicId),
    };
  }
  return null;
}

export function isLaterPage(page: OfficePageId): page is LaterPageId {
  return (LATER_PAGES as readonly string[]).includes(page);
}

/** account?section=personal_data: the personal-data form on the account route (the menu's item). */
export function isPersonalData(route: OfficeRoute, query: Record<string, string>): boolean {
  return route.page === "account" && query.section === "personal_data";
}

/** Pages without the balance bar: the profile, support and responsible-gaming tools. */
const NO_BALANCE: readonly OfficePageId[] = [
  "responsible",
  "security",
  "settings",
  "verification",
  "identification",
  "support",
  "share-idea",
  "bringfriend",
  "manager",
];

/** Whether the page shows the balance bar: the cashier and betting pages. */
export function showsBalance(route: OfficeRoute, query: Record<string, string>): boolean {
  return !isLaterPage(route.page) && !isPersonalData(route, query) && !NO_BALANCE.includes(route.page);
}
