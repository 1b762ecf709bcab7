// @vitest-environment happy-dom
import { act, createElement, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { mountRemote } from "./mount.ts";
import { propsScript } from "./props.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Counter({ start }: { start: number }) {
  const [n, setN] = useState(start);
  return createElement("button", { type: "button", onClick: () => setN(n + 1) }, `count ${n}`);
}
function Broken(): never {
  throw new Error("the remote broke");
}

const roots: HTMLElement[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) r.remove();
});

/** A remote body as the server sends it: markup (or none) plus the props script. */
function body(markup: string, props: unknown): { root: HTMLElement; events: string[] } {
  const root = document.createElement("div");
  root.innerHTML = markup + propsScript(props);
  document.body.append(root);
  roots.push(root);
  const events: string[] = [];
  root.addEventListener("remote:ready", () => events.push("ready"));
  root.addEventListener("remote:error", (e) => events.push(`error: ${(e as CustomEvent).detail.message}`));
  return { root, events };
}

describe("mountRemote", () => {
  it("hydrates the server markup as a transition and reports ready once the tree is committed and interactive", async () => {
    const { root, events } = body(renderToString(createElement(Counter, { start: 3 })), { start: 3 });
    const server = root.querySelector("button");
    let handle: { unmount(): void } | undefined;
    await act(async () => {
      handle = mountRemote<{ start: number }>(root, (p) => createElement(Counter, p));
      // Nothing is ready while React has not committed the hydrated tree.
      expect(events).toEqual([]);
    });
    expect(events).toEqual(["ready"]);
    // The server's node was adopted, not replaced, and it now answers clicks.
    expect(root.querySelector("button")).toBe(server);
    expect(root.querySelector("script")).toBeNull();
    await act(async () => server?.click());
    expect(server?.textContent).toBe("count 4");
    act(() => handle?.unmount());
  });

  it("renders from scratch when the answer carried no markup (client-only)", async () => {
    const { root, events } = body("", { start: 0 });
    await act(async () => {
      mountRemote<{ start: number }>(root, (p) => createElement(Counter, p));
    });
    expect(events).toEqual(["ready"]);
    expect(root.textContent).toBe("count 0");
  });

  it("reports an error the remote did not catch, and never ready", async () => {
    // Outside act(): act() would rethrow the error itself instead of letting the root report it.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    env.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const { root, events } = body("", {});
      const reported = new Promise((resolve) => root.addEventListener("remote:error", resolve));
      mountRemote(root, () => createElement(Broken));
      await reported;
      expect(events).toEqual(["error: the remote broke"]);
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it("reports a body without props as an error", () => {
    const root = document.createElement("div");
    const events: string[] = [];
    root.addEventListener("remote:error", (e) => events.push((e as CustomEvent).detail.message));
    mountRemote(root, () => null);
    expect(events).toEqual(["remote body has no data-remote-props script"]);
  });
});
