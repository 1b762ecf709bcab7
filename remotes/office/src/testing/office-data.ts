import type { CouponFilters } from "../api/betting-types.ts";
import type { AccountView, BalanceView, HistoryFilters, PaymentView } from "../api/types.ts";
import type { OfficeData } from "../data/office-data.ts";
import { coupon, couponPage, leg } from "./coupons.ts";
import { fakePlayerReads } from "./player-data.ts";

/**
 * A player's data as the site's API would answer it, for the office's render tests: what each read
 * was asked is recorded, so a test can tell the URL's filters reached the server's read.
 */

export const BALANCE: BalanceView = {
  accountId: 11,
  currency: "RUB",
  symbol: "₽",
  money: "4321.50",
  held: "200.00",
  balance: "4521.50",
};

function account(over: Partial<AccountView> & Pick<AccountView, "id" | "iso">): AccountView {
  return {
    currencyId: 1,
    symbol: "₽",
    money: "4321.50",
    held: "200.00",
    balance: "4521.50",
    type: 0,
    isActive: true,
    label: "RUB",
    labelWithSymbol: "RUB, ₽",
    points: 0,
    isPointsTypeBalance: false,
    convertMessage: null,
    ...over,
  };
}

const MAIN = account({ id: 11, iso: "RUB" });
const EUR = account({
  id: 12,
  iso: "EUR",
  symbol: "€",
  money: "75.25",
  held: "0.00",
  balance: "75.25",
  type: 9,
  isActive: false,
  label: "EUR",
  labelWithSymbol: "EUR, €",
});

export function payment(over: Partial<PaymentView> & Pick<PaymentView, "id">): PaymentView {
  return {
    type: "deposit",
    method: "card",
    amount: "1000.00",
    currency: "RUB",
    status: "succeeded",
    statusMessage: null,
    createdAt: "2026-03-01T10:15:00.000Z",
    settledAt: "2026-03-01T10:16:00.000Z",
    transactionId: 501,
    ...over,
  };
}

export const PAYMENTS = [
  payment({ id: 7301, amount: "1234.56" }),
  payment({ id: 7302, type: "withdrawal", amount: "200.00", status: "pending", settledAt: null }),
];

export function fakeOfficeData(overrides: Partial<OfficeData> = {}) {
  const asked: { history: HistoryFilters[]; coupons: CouponFilters[]; reads: string[] } = {
    history: [],
    coupons: [],
    reads: [],
  };
  const note = <T>(name: string, value: T): Promise<T> => {
    asked.reads.push(name);
    return Promise.resolve(value);
  };
  const data: OfficeData = {
    balance: () => note("balance", { balance: BALANCE }),
    accounts: () =>
      note("accounts", {
        accounts: [MAIN, EUR],
        all_accounts: [MAIN, EUR],
        mainAccount: MAIN,
        activeAccount: MAIN,
        bonuses: [],
        isAvailableFirstDepositBonus: false,
        isAccountFrozen: false,
      }),
    cashier: () =>
      note("cashier", {
        currency: "RUB",
        deposit: {
          methods: [{ id: "card", name: "Card" }],
          amounts: { min: "100.00", max: "500000.00", step: "1.00", presets: ["777.00", "1500.00"] },
        },
        withdrawal: {
          methods: [{ id: "card", name: "Card" }],
          amounts: { min: "300.00", max: "300000.00", step: "1.00", presets: [] },
        },
        balance: BALANCE,
      }),
    history: (filters) => {
      asked.history.push(filters);
      return note("history", {
        items: PAYMENTS,
        page: filters.page,
        pageSize: filters.pageSize ?? 20,
        total: 2,
        balance: BALANCE,
      });
    },
    coupons: (filters) => {
      asked.coupons.push(filters);
      return note(
        "coupons",
        couponPage([coupon({ id: 8801, typeId: 0, bets: [leg({ home: "Dynamo", away: "Spartak" })] })]),
      );
    },
    paycheck: (paymentId) =>
      note("paycheck", {
        receipt: {
          ...payment({ id: paymentId, amount: "1234.56" }),
          pspPaymentId: "psp-abc",
          receiptHash: "f00dfeed",
        },
      }),
    requests: (page) =>
      note("requests", {
        items: [
          {
            id: 9901,
            topicId: 1,
            subTopicId: null,
            paymentId: 7301,
            message: "Where is my deposit of 1234.56?",
            status: "open" as const,
            createdAt: "2026-03-02T08:00:00.000Z",
            answer: null,
            answeredAt: null,
          },
        ],
        page,
        pageSize: 10,
        total: 1,
      }),
    topicTransactions: (_topicId, page) =>
      note("topicTransactions", { items: PAYMENTS, page, pageSize: 10, total: 2 }),
    transaction: (topicId, transactionId) =>
      note("transaction", {
        topic: {
          id: topicId,
          key: "deposit",
          title: "Deposit",
          paymentKind: "deposit" as const,
          subTopics: [],
        },
        transaction: payment({ id: transactionId, amount: "1234.56" }),
      }),
    ...fakePlayerReads(note),
    ...overrides,
  };
  return { data, asked };
}
