import { describe, expect, test } from "vitest";
import { domainKey } from "./host.ts";

describe("domainKey", () => {
  test("drops the port for local hosts only and normalises case and a trailing dot", () => {
    expect(domainKey("localhost:5173")).toBe("localhost");
    expect(domainKey("127.0.0.1:3000")).toBe("127.0.0.1");
    expect(domainKey("Parlay.Test.")).toBe("parlay.test");
    expect(domainKey("parlay.test:8443")).toBe("parlay.test:8443");
    expect(domainKey("bad host")).toBeUndefined();
    expect(domainKey("")).toBeUndefined();
  });
});
