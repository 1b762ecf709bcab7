import { describe, expect, test } from "vitest";
import type { HttpClient } from "../http/client.ts";
import { afterOneTapRefusal, oneTapClientId } from "./one-tap.ts";
import { oneTapClientIdFor, oneTapScriptUrl } from "./one-tap-config.ts";

/** An HTTP client that records the paths asked and answers the client-id endpoint with `answer`. */
function recordingHttp(answer: { ok: true; clientId: string } | { ok: false }) {
  const asked: string[] = [];
  const fail = () => Promise.reject(new Error("not used"));
  const http: HttpClient = {
    request: fail,
    post: fail,
    async get<T>(path: string) {
      asked.push(path);
      if (!answer.ok)
        return { ok: false, error: { kind: "http", status: 404, code: "ONE_TAP_DISABLED", message: "off" } };
      return { ok: true, status: 200, data: { clientId: answer.clientId } as T };
    },
  };
  return { http, asked };
}

describe("one-tap on or off, as the page knows it", () => {
  test("the page hands the browser a client id only when the site enables one-tap and the server has one", () => {
    expect(oneTapClientIdFor(true, "client-1")).toBe("client-1");
    expect(oneTapClientIdFor(false, "client-1")).toBeNull();
    expect(oneTapClientIdFor(true, null)).toBeNull();
    expect(oneTapClientIdFor(true, "")).toBeNull();
  });

  test("off on the page: nothing is fetched (no 404 ONE_TAP_DISABLED in the console)", async () => {
    const { http, asked } = recordingHttp({ ok: false });
    expect(await oneTapClientId(http, null)).toBeNull();
    expect(asked).toEqual([]);
  });

  test("on on the page: its client id, still without a request", async () => {
    const { http, asked } = recordingHttp({ ok: true, clientId: "from-endpoint" });
    expect(await oneTapClientId(http, "from-page")).toBe("from-page");
    expect(asked).toEqual([]);
  });

  test("a caller without the page's answer (the registration remote) asks the endpoint once", async () => {
    const { http, asked } = recordingHttp({ ok: true, clientId: "from-endpoint" });
    expect(await oneTapClientId(http)).toBe("from-endpoint");
    expect(await oneTapClientId(http)).toBe("from-endpoint");
    expect(asked).toEqual(["/social-api/oauth/google-one-tap/clientId"]);
  });

  test("the client script is configurable", () => {
    expect(oneTapScriptUrl({ ONE_TAP_SCRIPT_URL: " http://idp.test/client.js " })).toBe(
      "http://idp.test/client.js",
    );
    expect(oneTapScriptUrl({})).toBe("https://accounts.google.com/gsi/client");
  });
});

describe("a refused one-tap sign-in", () => {
  const newIdentity = { code: "VALIDATION", message: "currency is required" };
  test("a new identity registers where registration opens, and is told where it is closed (issue 13 #20)", () => {
    expect(afterOneTapRefusal(newIdentity, true)).toBe("register");
    expect(afterOneTapRefusal({ code: "VALIDATION", message: "age_confirmed: required" }, true)).toBe(
      "register",
    );
    expect(afterOneTapRefusal(newIdentity, false)).toBe("registrationClosed");
  });
  test("any other refusal is shown as the error it is", () => {
    expect(afterOneTapRefusal({ code: "VALIDATION", message: "credential is malformed" }, true)).toBe(
      "error",
    );
    expect(afterOneTapRefusal({ code: "RATE_LIMITED", message: "currency" }, false)).toBe("error");
  });
});
