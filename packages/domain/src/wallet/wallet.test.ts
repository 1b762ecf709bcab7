import { describe, expect, it } from "vitest";
import {
  canOpenAccountIn,
  convertMessageFor,
  formatMoney,
  parseMoney,
  walletCurrency,
} from "./currencies.ts";
import { checkAmount, paymentMethod, paymentRules } from "./payment-limits.ts";
import { checkPaymentRequestTarget } from "./payment-requests.ts";
import { decideTransition, type PaymentStatus, type ProviderStatus } from "./payment-status.ts";
import {
  TEAM_CASH_COOKIE_MAX_AGE_SECONDS,
  TEAM_CASH_COOKIES,
  teamCashModal,
  teamCashModalForCount,
  teamCashStatusOf,
} from "./team-cash.ts";

const paid = { status_id: 2 };
const waiting = { status_id: 1 };

describe("team cash modal (spec 000 §4, §9)", () => {
  it("shows the first modal at exactly 3 items with status 2, once", () => {
    expect(teamCashModal([paid, paid, waiting], {})).toEqual({ show: null, setCookie: null });
    expect(teamCashModal([paid, paid, paid, waiting], {})).toEqual({
      show: "first",
      setCookie: { name: TEAM_CASH_COOKIES.first, value: "1", maxAgeSeconds: 372 * 86_400 },
    });
    expect(teamCashModal([paid, paid, paid], { first: "1" }).show).toBeNull();
  });

  it("shows the second modal at 4, once, and nothing beyond", () => {
    expect(teamCashModal([paid, paid, paid, paid], { first: "1" })).toMatchObject({
      show: "second",
      setCookie: { name: TEAM_CASH_COOKIES.second },
    });
    expect(teamCashModal([paid, paid, paid, paid], { first: "1", second: "1" }).show).toBeNull();
    expect(teamCashModalForCount(5, {}).show).toBeNull();
    expect(teamCashModalForCount(4, {}).show).toBe("second");
  });

  it("skips the first modal where the site turns it off (showFirstStepTeamCash false), not the second", () => {
    const off = { showFirstStep: false };
    expect(teamCashModalForCount(3, {}, off)).toEqual({ show: null, setCookie: null });
    expect(teamCashModalForCount(4, {}, off).show).toBe("second");
    expect(teamCashModalForCount(3, {}, { showFirstStep: true }).show).toBe("first");
  });

  it("keeps its cookies about 372 days and maps payment statuses to ids", () => {
    expect(TEAM_CASH_COOKIE_MAX_AGE_SECONDS).toBe(32_140_800);
    expect(
      (["created", "pending", "succeeded", "failed", "cancelled"] as const).map(teamCashStatusOf),
    ).toEqual([1, 1, 2, 3, 4]);
  });
});

describe("payment state machine", () => {
  const cases: [PaymentStatus, ProviderStatus, string][] = [
    ["created", "pending", "apply"],
    ["created", "succeeded", "apply"],
    ["pending", "pending", "ignore"],
    ["pending", "failed", "apply"],
    ["succeeded", "succeeded", "ignore"],
    ["succeeded", "pending", "ignore"],
    ["succeeded", "failed", "conflict"],
    ["cancelled", "succeeded", "conflict"],
  ];
  it.each(cases)("%s + %s → %s", (current, next, decision) =>
    expect(decideTransition(current, next)).toBe(decision),
  );
});

describe("amount rules and currencies", () => {
  it("RUB deposits and withdrawals have explicit bounds and quick amounts", () => {
    const rub = paymentRules("RUB");
    expect(rub.deposit).toMatchObject({ min: 100_00n, max: 600_000_00n, step: 100_00n });
    expect(rub.withdrawal.min).toBe(200_00n);
    expect(checkAmount(rub.deposit, 99_99n)).toBe("below_min");
    expect(checkAmount(rub.deposit, 600_000_01n)).toBe("above_max");
    expect(checkAmount(rub.deposit, 100_00n)).toBeNull();
  });

  it("derives rules for other currencies from the coupon step", () => {
    expect(paymentRules("JPY").deposit).toMatchObject({ min: 1000n, step: 500n });
    expect(paymentRules("TRY").deposit.presets).toHaveLength(5);
  });

  it("parses and formats exact amounts, and knows HRK is withdrawn", () => {
    expect(parseMoney("150.5", "RUB")).toBe(150_50n);
    expect(parseMoney("150.505", "RUB")).toBeNull();
    expect(parseMoney("1500.5", "JPY")).toBeNull();
    expect(formatMoney(150_50n, "EUR")).toBe("150.50");
    expect(walletCurrency("RUB")).toMatchObject({ currencyId: 643, symbol: "₽", minorUnit: 2 });
    expect(canOpenAccountIn("HRK")).toBe(false);
    expect(canOpenAccountIn("EUR")).toBe(true);
    expect(canOpenAccountIn("XYZ")).toBe(false);
    expect(convertMessageFor("HRK")).toMatch(/replaced by EUR/);
    expect(convertMessageFor("EUR")).toBeNull();
    expect(paymentMethod("crypto")?.withdrawal).toBe(false);
  });
});

describe("payment request targets", () => {
  it("matches topic, sub-topic and payment", () => {
    expect(checkPaymentRequestTarget({ topicId: 1, hasPayment: true })).toBeNull();
    expect(checkPaymentRequestTarget({ topicId: 1, hasPayment: false })).toBe("payment_required");
    expect(checkPaymentRequestTarget({ topicId: 3, subTopicId: 31, hasPayment: false })).toBeNull();
    expect(checkPaymentRequestTarget({ topicId: 3, hasPayment: false })).toBe("sub_topic_required");
    expect(checkPaymentRequestTarget({ topicId: 3, subTopicId: 99, hasPayment: false })).toBe(
      "unknown_sub_topic",
    );
    expect(checkPaymentRequestTarget({ topicId: 4, hasPayment: true })).toBe("payment_not_expected");
    expect(checkPaymentRequestTarget({ topicId: 42, hasPayment: false })).toBe("unknown_topic");
  });
});
