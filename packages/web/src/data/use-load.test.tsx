// @vitest-environment happy-dom
import { act, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { HttpResult } from "../http/client.ts";
import { type LoadState, settle, useLoad } from "./use-load.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A loader the test answers by hand: each call waits until the test resolves it. */
function manualLoader<T>() {
  const calls: { signal: AbortSignal; resolve: (r: HttpResult<T>) => void }[] = [];
  const load = (signal: AbortSignal) =>
    new Promise<HttpResult<T>>((resolve) => {
      calls.push({ signal, resolve });
    });
  return { calls, load };
}

const ok = <T,>(data: T): HttpResult<T> => ({ ok: true, status: 200, data });

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

function Probe<T>(props: {
  id: string;
  load: (signal: AbortSignal) => Promise<HttpResult<T>>;
  initial?: T;
  enabled?: boolean;
  seen: LoadState<T>[];
}) {
  const state = useLoad(props.id, props.load, { initial: props.initial, enabled: props.enabled ?? true });
  props.seen.push(state);
  return <p>{state.status === "ready" ? `ready:${JSON.stringify(state.data)}` : state.status}</p>;
}

async function mount(node: ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(node));
  return root;
}

const last = <T,>(seen: T[]): T => {
  const value = seen.at(-1);
  if (value === undefined) throw new Error("nothing rendered");
  return value;
};

describe("useLoad", () => {
  it("renders loading first, then the data", async () => {
    const { calls, load } = manualLoader<number>();
    const seen: LoadState<number>[] = [];
    await mount(<Probe id="a" load={load} seen={seen} />);
    expect(seen[0]?.status).toBe("loading");
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(ok(7)));
    expect(last(seen)).toMatchObject({ status: "ready", data: 7, error: null });
  });

  it("does not fetch the data the server rendered with, and hydrates without a mismatch", async () => {
    const { calls, load } = manualLoader<string>();
    const seen: LoadState<string>[] = [];
    const node = <Probe id="k" load={load} initial="served" seen={seen} />;
    const html = renderToString(node);
    expect(html).toContain("ready:&quot;served&quot;");
    container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    const target = container;
    await act(async () => {
      hydrateRoot(target, node, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(calls).toHaveLength(0);
    expect(last(seen)).toMatchObject({ status: "ready", data: "served" });
  });

  it("loads a new key after the served one, and reload() fetches the served key again", async () => {
    const { calls, load } = manualLoader<string>();
    const seen: LoadState<string>[] = [];
    const root = await mount(<Probe id="k1" load={load} initial="one" seen={seen} />);
    expect(calls).toHaveLength(0);
    await act(async () => last(seen).reload());
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(ok("one again")));
    expect(last(seen).data).toBe("one again");
    await act(async () => root.render(<Probe id="k2" load={load} initial="one" seen={seen} />));
    expect(calls).toHaveLength(2);
    // The last data stays while the next key loads.
    expect(last(seen)).toMatchObject({ status: "loading", data: "one again" });
  });

  it("cancels the previous call when the key changes and ignores its late answer", async () => {
    const { calls, load } = manualLoader<string>();
    const seen: LoadState<string>[] = [];
    const root = await mount(<Probe id="first" load={load} seen={seen} />);
    await act(async () => root.render(<Probe id="second" load={load} seen={seen} />));
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[1]?.resolve(ok("second")));
    await act(async () => calls[0]?.resolve(ok("first")));
    expect(last(seen).data).toBe("second");
  });

  it("keeps the data on an error, ignores a closed request, and waits while not enabled", async () => {
    const { calls, load } = manualLoader<string>();
    const seen: LoadState<string>[] = [];
    const root = await mount(<Probe id="x" load={load} enabled={false} seen={seen} />);
    expect(calls).toHaveLength(0);
    await act(async () => root.render(<Probe id="x" load={load} seen={seen} />));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(ok("data")));
    await act(async () => last(seen).reload());
    const failure = { kind: "http" as const, status: 500, code: "HTTP_500", message: "boom" };
    await act(async () => calls[1]?.resolve({ ok: false, error: failure }));
    expect(last(seen)).toMatchObject({ status: "error", data: "data", error: failure });
    await act(async () => last(seen).reload());
    await act(async () => calls[2]?.resolve({ ok: false, error: { ...failure, kind: "close" } }));
    expect(last(seen).status).toBe("loading");
  });

  it("update() changes loaded data and does nothing before a load", async () => {
    const { calls, load } = manualLoader<number[]>();
    const seen: LoadState<number[]>[] = [];
    await mount(<Probe id="u" load={load} seen={seen} />);
    await act(async () => last(seen).update((xs) => [...xs, 1]));
    expect(last(seen).data).toBeNull();
    await act(async () => calls[0]?.resolve(ok([1])));
    await act(async () => last(seen).update((xs) => [...xs, 2]));
    expect(last(seen).data).toEqual([1, 2]);
  });
});

describe("settle", () => {
  it("turns a resolved promise into a result and a rejection into a failure", async () => {
    expect(await settle(Promise.resolve(3))).toEqual({ ok: true, status: 200, data: 3 });
    const failed = await settle(Promise.reject(new Error("down")));
    expect(failed).toMatchObject({ ok: false, error: { kind: "network", message: "down" } });
    const abort = new AbortController();
    abort.abort();
    expect(await settle(Promise.reject(new Error("aborted")), abort.signal)).toMatchObject({
      ok: false,
      error: { kind: "close" },
    });
  });
});
