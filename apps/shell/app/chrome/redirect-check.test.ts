import { describe, expect, test } from "vitest";
import { checkRedirect, REDIRECT_RETRY_MS, REDIRECT_TRIES, redirectCheckEnabled } from "./redirect-check.ts";

const PAGE = "https://parlay.test/en/line";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const answer = (data: object) => ({
  data: { redirect: false, code: 0, url: PAGE, reasons: [], breadcrumbs: [], ...data },
});

function deps(responses: (Response | Error)[]) {
  const calls: { input: string; body: unknown }[] = [];
  const sleeps: number[] = [];
  const logs: string[] = [];
  return {
    calls,
    sleeps,
    logs,
    deps: {
      fetch: async (input: string, init: RequestInit) => {
        calls.push({ input, body: JSON.parse(String(init.body)) });
        const next = responses.shift() ?? new Error("no more answers");
        if (next instanceof Error) throw next;
        return next;
      },
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
      log: (message: string) => {
        logs.push(message);
      },
    },
  };
}

describe("the shell's redirect check", () => {
  test("runs only in production or with the redirect-service query", () => {
    expect(redirectCheckEnabled(true, "")).toBe(true);
    expect(redirectCheckEnabled(false, "")).toBe(false);
    expect(redirectCheckEnabled(false, "?redirect-service")).toBe(true);
    expect(redirectCheckEnabled(false, "?a=1&redirect-service=1")).toBe(true);
  });

  test("follows a redirect to another URL, posting the page's URL", async () => {
    const t = deps([
      json(answer({ redirect: true, code: 301, url: "https://new.test/en/line", reasons: ["domain_moved"] })),
    ]);
    expect(await checkRedirect(PAGE, t.deps)).toBe("https://new.test/en/line");
    expect(t.calls).toEqual([{ input: "/redirects-api/api/v1/redirect-light", body: { url: PAGE } }]);
  });

  test("no redirect, or a redirect to the same URL, stays", async () => {
    expect(await checkRedirect(PAGE, deps([json(answer({}))]).deps)).toBeNull();
    expect(await checkRedirect(PAGE, deps([json(answer({ redirect: true, url: PAGE }))]).deps)).toBeNull();
  });

  test("five tries 1000 ms apart, then gives up and logs", async () => {
    const t = deps([new Error("offline"), json({}, 503), new Error("x"), new Error("x"), new Error("x")]);
    expect(await checkRedirect(PAGE, t.deps)).toBeNull();
    expect(t.calls).toHaveLength(REDIRECT_TRIES);
    expect(t.sleeps).toEqual(Array(REDIRECT_TRIES - 1).fill(REDIRECT_RETRY_MS));
    expect(t.logs).toEqual(["redirect check failed"]);
  });

  test("a failure then an answer: follows it on the next try", async () => {
    const t = deps([
      new Error("offline"),
      json(answer({ redirect: true, code: 302, url: "https://m.test/en/line" })),
    ]);
    expect(await checkRedirect(PAGE, t.deps)).toBe("https://m.test/en/line");
    expect(t.sleeps).toEqual([1000]);
  });

  test("an answer lacking code, url, reasons or breadcrumbs is an incorrect format: logged, not followed", async () => {
    for (const missing of ["code", "url", "reasons", "breadcrumbs"]) {
      const data: Record<string, unknown> = {
        redirect: true,
        code: 301,
        url: "https://x.test/",
        reasons: [],
        breadcrumbs: [],
      };
      delete data[missing];
      const t = deps([json({ data })]);
      expect(await checkRedirect(PAGE, t.deps), missing).toBeNull();
      expect(t.logs).toEqual(["redirect check: incorrect answer format"]);
      expect(t.calls).toHaveLength(1);
    }
  });
});
