import { describe, expect, it } from "vitest";
import { errorKey } from "./coupon-messages.tsx";

describe("the coupon's message for a failed placement", () => {
  it("words the refusals of the betting rules", () => {
    expect(errorKey("COEF_CHANGED")).toBe("coupon_error_COEF_CHANGED");
    expect(errorKey("AMOUNT_ABOVE_MAX")).toBe("coupon_error_AMOUNT_ABOVE_MAX");
    expect(errorKey("INSUFFICIENT_FUNDS")).toBe("coupon_error_INSUFFICIENT_FUNDS");
  });

  it("names a lost connection, and says the general line for any other code", () => {
    expect(errorKey("NETWORK")).toBe("coupon_error_NETWORK");
    expect(errorKey("CSRF")).toBe("coupon_error_OTHER");
    expect(errorKey("HTTP_502")).toBe("coupon_error_OTHER");
    expect(errorKey("CLOSE")).toBe("coupon_error_OTHER");
  });
});
