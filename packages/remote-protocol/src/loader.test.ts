import { describe, expect, it } from "vitest";
import { type FetchImpl, loadManifest, loadRemote } from "./loader.ts";
import { shellRetryPolicy, viewRetryPolicy } from "./retry.ts";
import type { RenderAnswer } from "./schema.ts";

const answer: RenderAnswer = {
  appName: "info",
  title: "Contacts — Parlay",
  body: "<main>hi</main>",
  style: "",
  cssToLoad: [],
  scriptsToLoad: ["/mf/info/assets/client-AAAA.js"],
  codeToEval: "",
  head: "",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

interface Call {
  url: string;
  init: RequestInit | undefined;
}

/** A fetch that plays the given answers in order and records every call. */
function scriptedFetch(script: (() => Response | Promise<Response>)[]): { fetch: FetchImpl; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchImpl = async (url, init) => {
    calls.push({ url, init });
    const next = script[Math.min(calls.length - 1, script.length - 1)];
    if (!next) throw new Error("no scripted answer");
    return next();
  };
  return { fetch, calls };
}

/** Sleep that returns at once and remembers the waits, with a clock that advances by them. */
function fakeTime() {
  let now = 0;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: async (ms: number) => {
      waits.push(ms);
      now += ms;
    },
  };
}

const ctx = {
  path: "/contacts?from=footer",
  lang: "en",
  languages: ["en", "ru", "ar"],
  cookies: "parlay_session=abc",
};

describe("loadRemote", () => {
  it("sends the protocol headers with GET and returns ready", async () => {
    const { fetch, calls } = scriptedFetch([() => json(answer)]);
    const time = fakeTime();
    const result = await loadRemote(fetch, "http://remote:4102/", "info", ctx, time);
    expect(result).toMatchObject({ kind: "ready", answer, attempts: 1 });
    expect(calls[0]?.url).toBe("http://remote:4102/mf/info/render?path=%2Fcontacts%3Ffrom%3Dfooter");
    expect(calls[0]?.init?.method).toBe("GET");
    expect(calls[0]?.init?.headers).toEqual({
      "mf-render-mode": "json",
      "mf-api-version": "v2",
      "mf-lang": "en",
      "mf-dir": "ltr",
      "mf-base-path": "/en",
      "mf-device": "desktop",
      "mf-languages": "en,ru,ar",
      "mf-clock": "24h",
      accept: "application/json",
      cookie: "parlay_session=abc",
    });
    expect(time.waits).toEqual([]);
  });

  it("POSTs the components when there are some, and marks force-spa", async () => {
    const { fetch, calls } = scriptedFetch([() => json(answer)]);
    await loadRemote(fetch, "", "info", { ...ctx, lang: "ar", forceSpa: true, components: ["rules-index"] });
    expect(calls[0]?.init?.method).toBe("POST");
    expect(calls[0]?.init?.body).toBe('{"components":["rules-index"]}');
    expect(calls[0]?.init?.headers).toMatchObject({
      "content-type": "application/json",
      "force-spa": "1",
      "mf-dir": "rtl",
      "mf-base-path": "/ar",
    });
  });

  it("shell policy: 5 tries at 1000 ms, then gives up with the refresh button", async () => {
    const { fetch, calls } = scriptedFetch([() => Promise.reject(new TypeError("fetch failed"))]);
    const time = fakeTime();
    const reports: unknown[] = [];
    const result = await loadRemote(fetch, "", "info", ctx, {
      ...time,
      policy: shellRetryPolicy,
      onAttempt: (report) => reports.push(report),
    });
    expect(calls).toHaveLength(5);
    expect(time.waits).toEqual([1000, 1000, 1000, 1000]);
    expect(result).toMatchObject({
      kind: "error",
      attempts: 5,
      elapsedMs: 4000,
      error: { code: "network", retryable: true },
      giveUp: { buttonKey: "main_page_refresh_button" },
    });
    expect(reports).toHaveLength(5);
    expect(reports[0]).toMatchObject({ attempt: 1, nextDelayMs: 1000 });
    expect(reports[4]).not.toHaveProperty("nextDelayMs");
  });

  it("view policy: 3 retries doubling from 1000 ms, then the reload message", async () => {
    const { fetch, calls } = scriptedFetch([() => json({ statusCode: 503 }, 503)]);
    const time = fakeTime();
    const result = await loadRemote(fetch, "", "info", ctx, { ...time, policy: viewRetryPolicy });
    expect(calls).toHaveLength(4);
    expect(time.waits).toEqual([1000, 2000, 4000]);
    expect(result).toMatchObject({
      kind: "error",
      error: { code: "http", status: 503 },
      giveUp: { messageKey: "main_dictionary_load_error", buttonKey: "main_refreshing_button" },
    });
  });

  it("stops retrying as soon as an attempt succeeds", async () => {
    const { fetch, calls } = scriptedFetch([
      () => json({}, 500),
      () => new Response("not json", { status: 200 }),
      () => json(answer),
    ]);
    const time = fakeTime();
    const result = await loadRemote(fetch, "", "info", ctx, { ...time, policy: viewRetryPolicy });
    expect(result).toMatchObject({ kind: "ready", attempts: 3 });
    expect(calls).toHaveLength(3);
    expect(time.waits).toEqual([1000, 2000]);
  });

  it("does not retry a client error", async () => {
    const { fetch, calls } = scriptedFetch([() => json({ code: "MF_BAD_RENDER_MODE" }, 400)]);
    const result = await loadRemote(fetch, "", "info", ctx, fakeTime());
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ kind: "error", error: { code: "http", status: 400, retryable: false } });
  });

  it("turns an unknown app (404) and a not_exist answer into not_exist without retrying", async () => {
    const unknown = scriptedFetch([() => json({ code: "MF_UNKNOWN_APP" }, 404)]);
    expect(await loadRemote(unknown.fetch, "", "nope", ctx, fakeTime())).toMatchObject({
      kind: "not_exist",
      answer: null,
    });
    const missing = { ...answer, status: "not_exist" };
    const page = scriptedFetch([() => json(missing)]);
    expect(await loadRemote(page.fetch, "", "info", ctx, fakeTime())).toMatchObject({
      kind: "not_exist",
      answer: missing,
    });
    expect(unknown.calls).toHaveLength(1);
    expect(page.calls).toHaveLength(1);
  });

  it("rejects an answer that does not match the schema, or comes from another app", async () => {
    const broken = scriptedFetch([() => json({ ...answer, scriptsToLoad: "x.js" })]);
    const result = await loadRemote(broken.fetch, "", "info", ctx, {
      ...fakeTime(),
      policy: viewRetryPolicy,
    });
    expect(result).toMatchObject({ kind: "error", error: { code: "invalid_answer" } });
    if (result.kind === "error") expect(result.error.message).toContain("scriptsToLoad");

    const other = scriptedFetch([() => json({ ...answer, appName: "header" })]);
    expect(await loadRemote(other.fetch, "", "info", ctx, fakeTime())).toMatchObject({
      kind: "error",
      attempts: 1,
      error: { code: "invalid_answer", retryable: false },
    });
  });

  it("stops when cancelled, while waiting between attempts", async () => {
    const controller = new AbortController();
    const { fetch, calls } = scriptedFetch([() => json({}, 502)]);
    const result = await loadRemote(fetch, "", "info", ctx, {
      signal: controller.signal,
      sleep: async (_ms, signal) => {
        controller.abort();
        throw signal?.reason;
      },
    });
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ kind: "error", error: { code: "aborted" }, attempts: 1 });
  });

  it("gives up on a hung remote after the per-attempt timeout", async () => {
    const hung: FetchImpl = (_url, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    const result = await loadRemote(hung, "", "info", ctx, {
      ...fakeTime(),
      policy: { ...viewRetryPolicy, maxAttempts: 2 },
      attemptTimeoutMs: 5,
    });
    expect(result).toMatchObject({ kind: "error", attempts: 2, error: { code: "timeout" } });
  });
});

describe("loadManifest", () => {
  it("returns a valid manifest and null for anything else", async () => {
    const manifest = { name: "info", version: "0.1.0", assets: ["client-X.js"], react: "19.3.1" };
    expect(await loadManifest(scriptedFetch([() => json(manifest)]).fetch, "http://a/", "info")).toEqual(
      manifest,
    );
    expect(await loadManifest(scriptedFetch([() => json({ name: "info" })]).fetch, "", "info")).toBeNull();
    expect(await loadManifest(scriptedFetch([() => json({}, 404)]).fetch, "", "info")).toBeNull();
  });
});
