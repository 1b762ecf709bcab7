// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProviderFrame } from "./game/ProviderFrame.tsx";
import { en } from "./i18n/en.ts";
import { SEARCH_DEBOUNCE_MS, SearchBox } from "./lobby/Search.tsx";
import type { CasinoProps } from "./props.ts";
import { GAMES } from "./testing.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let container: HTMLElement;
async function mount(node: React.ReactNode) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(node));
}
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the game frame", () => {
  it("is sandboxed without same-origin; a round counts only from its own window and shape", async () => {
    let rounds = 0;
    await mount(<ProviderFrame url="about:blank" title="Fruit Fiesta game" onRound={() => rounds++} />);
    const frame = container.querySelector("iframe") as HTMLIFrameElement;
    expect(frame.getAttribute("sandbox")).toBe("allow-scripts allow-forms");
    expect(frame.getAttribute("title")).toBe("Fruit Fiesta game");
    // happy-dom loads no frame: the game's window is stood in for by an object of its own.
    const game = {} as Window;
    Object.defineProperty(frame, "contentWindow", { value: game });
    const post = (source: unknown, data: unknown) =>
      window.dispatchEvent(new MessageEvent("message", { source: source as Window, data }));
    post(window, { source: "parlay-game", type: "round" });
    post(frame.contentWindow, { source: "another-game", type: "round" });
    post(frame.contentWindow, "round");
    post(frame.contentWindow, null);
    post(null, { source: "parlay-game", type: "round" });
    expect(rounds).toBe(0);
    post(frame.contentWindow, { source: "parlay-game", type: "round" });
    expect(rounds).toBe(1);
  });
});

describe("search as you type", () => {
  const props = (): CasinoProps => ({
    lang: "en",
    basePath: "/en",
    path: "/casino",
    route: { page: "lobby", id: "casino", sub: null, filter: {}, front: true },
    q: "",
    signedIn: false,
    siteDemo: "none",
    t: en,
    initial: {},
  });

  it("asks once, after typing pauses, for the last text; one character asks nothing", async () => {
    vi.useFakeTimers();
    const asked: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ games: GAMES.slice(1, 2) }), {
        headers: { "content-type": "application/json" },
      });
    });
    await mount(<SearchBox {...props()} />);
    const input = container.querySelector("input") as HTMLInputElement;
    const type = async (text: string) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
      await act(async () => {
        setter?.call(input, text);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      });
    };
    await type("v");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(asked).toEqual([]);
    await type("va");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    await type("vau");
    await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(asked).toEqual([]);
    await act(async () => vi.advanceTimersByTime(100));
    expect(asked).toEqual(["/web-api/casino/search?q=vau&lang=en"]);
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(container.querySelector('[role="status"]')?.textContent).toBe("1 games found");
    expect(container.textContent).toContain("Mega Vault");
  });
});
