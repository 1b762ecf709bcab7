import { describe, expect, it } from "vitest";
import {
  checkWebhookSignature,
  signCheckoutLink,
  signWebhookForTest,
} from "../../server/src/services/payments/psp-protocol.ts";
import {
  type CheckoutParams,
  signCheckout,
  signWebhook,
  verifyCheckout,
  verifyWebhook,
} from "./signature.ts";

const body = '{"id":"evt_1","type":"payment.succeeded"}';

describe("webhook signatures", () => {
  it("verifies its own signature within 5 minutes, either way", () => {
    const header = signWebhook("s3cret", body, 1_000_000);
    expect(header).toMatch(/^t=1000000,v1=[0-9a-f]{64}$/);
    expect(verifyWebhook("s3cret", body, header, 1_000_000)).toBe("ok");
    expect(verifyWebhook("s3cret", body, header, 1_000_300)).toBe("ok");
    expect(verifyWebhook("s3cret", body, header, 1_000_301)).toBe("stale");
    expect(verifyWebhook("s3cret", body, header, 999_699)).toBe("stale");
  });

  it("refuses another secret, a changed body or timestamp, and malformed headers", () => {
    const header = signWebhook("s3cret", body, 1_000_000);
    expect(verifyWebhook("other", body, header, 1_000_000)).toBe("bad_signature");
    expect(verifyWebhook("s3cret", `${body} `, header, 1_000_000)).toBe("bad_signature");
    expect(verifyWebhook("s3cret", body, header.replace("t=1000000", "t=1000001"), 1_000_000)).toBe(
      "bad_signature",
    );
    for (const bad of [undefined, "", "v1=abc", "t=abc,v1=abc", "t=1"])
      expect(verifyWebhook("s3cret", body, bad, 1_000_000)).toBe("malformed");
  });

  it("speaks the same scheme as the site's merchant side", () => {
    const header = signWebhook("s3cret", body, 1_700_000_000);
    expect(checkWebhookSignature("s3cret", body, header, 1_700_000_100)).toBe("ok");
    expect(signWebhookForTest("s3cret", body, 1_700_000_000)).toBe(header);
    const link: CheckoutParams = {
      merchant: "parlay",
      reference: "70000001",
      amount: "15000",
      currency: "RUB",
      method: "card",
      return: "http://x/en/onpay",
    };
    expect(signCheckoutLink("key", link)).toBe(signCheckout("key", link));
    expect(verifyCheckout("key", link, signCheckout("key", link))).toBe(true);
    expect(verifyCheckout("key", { ...link, amount: "15001" }, signCheckout("key", link))).toBe(false);
  });
});
