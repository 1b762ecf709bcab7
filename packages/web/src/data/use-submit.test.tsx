// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import type { HttpResult } from "../http/client.ts";
import type { HttpFailure } from "../http/errors.ts";
import { type Submit, type SubmitOptions, useSubmit } from "./use-submit.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Calls the test answers by hand. */
function manualCalls<T>() {
  const calls: { signal: AbortSignal; resolve: (r: HttpResult<T>) => void }[] = [];
  const call = (signal: AbortSignal) =>
    new Promise<HttpResult<T>>((resolve) => {
      calls.push({ signal, resolve });
    });
  return { calls, call };
}

/** Lets React finish an async transition: it commits once the action's promise has settled. */
async function flush() {
  for (let turn = 0; turn < 5; turn += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

const refusal: HttpFailure = { kind: "http", status: 400, code: "VALIDATION", message: "Bad amount" };

let container: HTMLElement | null = null;
let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  container = null;
  root = null;
});

function Probe<T>({ options, seen }: { options: SubmitOptions<T>; seen: Submit<T>[] }) {
  const submit = useSubmit<T>(options);
  seen.push(submit);
  return <p>{submit.pending ? "pending" : (submit.error?.code ?? "idle")}</p>;
}

async function mount<T>(options: SubmitOptions<T> = {}) {
  const seen: Submit<T>[] = [];
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(<Probe options={options} seen={seen} />));
  const now = () => {
    const s = seen.at(-1);
    if (!s) throw new Error("nothing rendered");
    return s;
  };
  return { seen, now, text: () => container?.textContent };
}

describe("useSubmit", () => {
  it("is pending while the call runs, then hands the answer to onSuccess", async () => {
    const succeeded: number[] = [];
    const { now, text } = await mount<number>({ onSuccess: (n) => succeeded.push(n) });
    const { calls, call } = manualCalls<number>();
    let answer: Promise<HttpResult<number> | null> = Promise.resolve(null);
    await act(async () => {
      answer = now().run(call);
    });
    expect(text()).toBe("pending");
    expect(now().pending).toBe(true);
    await act(async () => calls[0]?.resolve({ ok: true, status: 200, data: 7 }));
    expect(await answer).toEqual({ ok: true, status: 200, data: 7 });
    expect(text()).toBe("idle");
    expect(succeeded).toEqual([7]);
    expect(now().error).toBeNull();
  });

  it("a second submit while one is pending sends nothing (a double click is one request)", async () => {
    const { now } = await mount<number>();
    const { calls, call } = manualCalls<number>();
    let second: Promise<HttpResult<number> | null> = Promise.resolve(null);
    await act(async () => {
      void now().run(call);
      second = now().run(call);
    });
    expect(await second).toBeNull();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve({ ok: true, status: 200, data: 1 }));
    // Once answered, the form may submit again.
    await act(async () => {
      void now().run(call);
    });
    expect(calls).toHaveLength(2);
  });

  it("keeps a refusal as the error and tells onError, until the next call or reset", async () => {
    const refused: string[] = [];
    const { now, text } = await mount<number>({ onError: (e) => refused.push(e.code) });
    const { calls, call } = manualCalls<number>();
    let answer: Promise<HttpResult<number> | null> = Promise.resolve(null);
    await act(async () => {
      answer = now().run(call);
    });
    await act(async () => {
      calls[0]?.resolve({ ok: false, error: refusal });
      await answer;
    });
    await flush();
    expect(text()).toBe("VALIDATION");
    expect(refused).toEqual(["VALIDATION"]);
    await act(async () => now().reset());
    expect(now().error).toBeNull();
    await act(async () => {
      void now().run(call);
    });
    await act(async () => {
      calls[1]?.resolve({ ok: false, error: refusal });
    });
    await flush();
    expect(now().error?.code).toBe("VALIDATION");
    await act(async () => {
      void now().run(call);
    });
    // The new call clears the old refusal at once.
    expect(now().error).toBeNull();
    expect(now().pending).toBe(true);
  });

  it("aborts the call when the form goes away and reports nothing after", async () => {
    const succeeded: number[] = [];
    const { now } = await mount<number>({ onSuccess: (n) => succeeded.push(n) });
    const { calls, call } = manualCalls<number>();
    let answer: Promise<HttpResult<number> | null> = Promise.resolve(null);
    await act(async () => {
      answer = now().run(call);
    });
    expect(calls[0]?.signal.aborted).toBe(false);
    await act(async () => root?.unmount());
    root = null;
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[0]?.resolve({ ok: true, status: 200, data: 3 });
    expect(await answer).toBeNull();
    expect(succeeded).toEqual([]);
  });
});
