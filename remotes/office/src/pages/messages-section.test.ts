import { describe, expect, it } from "vitest";
import { OFFICE_DICTIONARIES } from "../i18n/index.ts";
import { messageText } from "./messages-section.tsx";

const SAMPLES: { kind: string; params: Record<string, string> }[] = [
  { kind: "deposit_credited", params: { amount: "25000", currency: "RUB", paymentId: "7" } },
  { kind: "withdrawal_decided", params: { amount: "1050", currency: "EUR", outcome: "paid" } },
  { kind: "withdrawal_decided", params: { amount: "1050", currency: "EUR", outcome: "refused" } },
  { kind: "bet_settled", params: { couponId: "12", status: "1", amount: "2500", currency: "RUB" } },
  { kind: "limit_changed", params: { limitType: "20", change: "requested" } },
  { kind: "support_answered", params: { ticketId: "3", subject: "Where is my win?" } },
  { kind: "verification_decided", params: {} },
  { kind: "something_new", params: {} },
];

describe("system messages in the reader's language", () => {
  for (const [lang, t] of Object.entries(OFFICE_DICTIONARIES)) {
    it(`${lang}: every kind has its own text with every placeholder filled`, () => {
      const texts = SAMPLES.map((m) => messageText(m, t, lang));
      for (const text of texts) {
        expect(text).not.toMatch(/[{}]/);
        expect(text.length).toBeGreaterThan(5);
      }
      // Paid and refused differ; the unknown kind falls back to the general notice.
      expect(texts[1]).not.toBe(texts[2]);
      expect(texts.at(-1)).toBe(t.support.kinds.unknown);
      expect(texts[3]).toContain(t.bets.couponStatuses.won);
      expect(texts[5]).toContain("Where is my win?");
    });
  }

  it("money is formatted from minor units in the currency", () => {
    const en = OFFICE_DICTIONARIES.en;
    if (!en) throw new Error("en");
    expect(
      messageText({ kind: "deposit_credited", params: { amount: "25000", currency: "RUB" } }, en, "en"),
    ).toMatch(/250\.00\s₽/);
  });
});
