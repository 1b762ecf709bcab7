// @vitest-environment happy-dom

import type { CrashFrame } from "@parlay/contracts/originals";
import type { HttpClient, HttpRequest, HttpResult } from "@parlay/web";
import { act } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import type { Bet, CrashState, OriginalGameCode, OriginalsServerData } from "./api.ts";
import { ORIGINALS_TEXTS } from "./i18n.ts";
import { OriginalGame } from "./OriginalGame.tsx";
import { ORIGINALS_CSS } from "./styles.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const seeds = {
  active: { serverSeedHash: "a".repeat(64), clientSeed: "lucky", nonce: 3 },
  revealed: [
    {
      serverSeed: "b".repeat(64),
      serverSeedHash: "c".repeat(64),
      clientSeed: "old",
      bets: 2,
      revealedAt: "2026-11-27T08:00:00Z",
    },
  ],
};
const bet = (over: Partial<Bet> = {}): Bet => ({
  id: "11",
  game: "dice",
  params: { direction: "over", target: 4999 },
  stake: 100,
  currency: "EUR",
  state: "settled",
  result: { roll: 7321, win: true },
  multiplier: 19_800,
  payout: 198,
  serverSeedHash: "a".repeat(64),
  clientSeed: "lucky",
  nonce: 2,
  cursor: 0,
  placedAt: "2026-11-27T08:00:00Z",
  verify: "#game=dice&clientSeed=lucky&nonce=2&cursor=0&direction=over&diceTarget=4999",
  ...over,
});
const crash: CrashState = {
  chain: { chainId: 1, terminalHash: "d".repeat(64), salt: "beacon", games: 100 },
  round: {
    gameNumber: 9,
    phase: "betting",
    serverNow: 1000,
    bettingEndsAt: 4000,
    multiplier: 100,
    nextBettingAt: null,
  },
  history: [
    {
      gameNumber: 8,
      point: 231,
      gameHash: "e".repeat(64),
      crashedAt: "2026-11-27T08:00:00Z",
      verify: "#game=crash&gameNumber=8",
    },
  ],
  myBet: null,
};
const data = (game: OriginalGameCode, over: Partial<OriginalsServerData> = {}): OriginalsServerData => ({
  game,
  signedIn: true,
  seeds: game === "crash" ? null : seeds,
  bets: game === "crash" ? [] : [bet()],
  crash: game === "crash" ? crash : null,
  crashBets: [],
  ...over,
});

/** A fake client answering by path; it records what was sent. */
function fakeHttp(answers: Record<string, unknown>): HttpClient & { sent: HttpRequest[] } {
  const sent: HttpRequest[] = [];
  const answer = async <T,>(req: HttpRequest): Promise<HttpResult<T>> => {
    sent.push(req);
    const key = `${req.method ?? "GET"} ${req.path}`;
    if (key in answers) return { ok: true, status: 200, data: answers[key] as T };
    return {
      ok: false,
      error: { kind: "http", status: 409, code: "INSUFFICIENT_FUNDS", message: "" } as never,
    };
  };
  return {
    sent,
    request: answer,
    get: (path, query) => answer({ path, ...(query ? { query } : {}) }),
    post: (path, json, extra) => answer({ ...extra, method: "POST", path, ...(json ? { json } : {}) }),
  };
}

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

describe("the originals' UI", () => {
  it("every language has every text", () => {
    const keys = Object.keys(ORIGINALS_TEXTS.en).sort();
    for (const lang of ["ru", "ar"] as const) {
      expect(Object.keys(ORIGINALS_TEXTS[lang]).sort()).toEqual(keys);
      for (const v of Object.values(ORIGINALS_TEXTS[lang])) expect(v.trim()).not.toBe("");
    }
  });

  it("renders every game on the server with its data: seed hash, bets with verifier links, no loading frame", () => {
    for (const game of ["dice", "limbo", "keno", "plinko", "mines", "crash"] as const) {
      const html = renderToString(
        <OriginalGame code={game} lang="en" data={data(game)} http={fakeHttp({})} />,
      );
      expect(html).not.toMatch(/Loading/i);
      if (game === "crash") {
        expect(html).toContain("d".repeat(64));
        expect(html).toContain('href="/fairness/verify.html#game=crash&amp;gameNumber=8"');
        expect(html).toContain("2.31");
        expect(html).toContain("Place your bets: 3 s");
      } else {
        expect(html).toContain("a".repeat(64));
        expect(html).toContain('href="/fairness/verify.html#game=dice&amp;clientSeed=lucky');
        expect(html).not.toContain("serverSeed=");
      }
    }
    expect(
      renderToString(<OriginalGame code="keno" lang="en" data={data("keno")} />).match(/aria-pressed/g),
    ).toHaveLength(40);
    expect(
      renderToString(<OriginalGame code="mines" lang="en" data={data("mines")} />).match(/og-cell/g),
    ).toHaveLength(25);
  });

  it("Arabic is right to left and translated", () => {
    const html = renderToString(<OriginalGame code="dice" lang="ar" data={data("dice")} />);
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("النرد");
    expect(ORIGINALS_CSS).not.toMatch(/(margin|padding)-(left|right)|text-align:(left|right)/);
  });

  it("hydrates, places a dice bet with the keyboard-operable form, shows the outcome, the balance and the bet", async () => {
    const placed = bet({
      id: "12",
      nonce: 3,
      result: { roll: 8000, win: true },
      payout: 198,
      balance: 10_098,
    });
    const http = fakeHttp({ "POST /web-api/originals/bets": placed });
    const tree = <OriginalGame code="dice" lang="en" data={data("dice")} http={http} />;
    container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container as HTMLElement, tree);
    });
    const submit = container.querySelector("form.og-game button[type=submit]") as HTMLButtonElement;
    await act(async () => submit.click());
    expect(http.sent.at(-1)).toMatchObject({
      method: "POST",
      path: "/web-api/originals/bets",
      json: { game: "dice", stake: 100, params: { direction: "over", target: 4999 } },
    });
    expect(container.querySelector("[data-testid=outcome]")?.textContent).toContain("Roll 80.00");
    expect(container.querySelector("[data-testid=originals-balance]")?.textContent).toContain("100.98");
    expect(container.querySelectorAll("[data-testid=bet-row]")).toHaveLength(2);
    expect(container.textContent).toContain("Next nonce4");
  });

  it("a refused stake says so in the player's words and changes nothing", async () => {
    const http = fakeHttp({});
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container as HTMLElement).render(
        <OriginalGame code="limbo" lang="ru" data={data("limbo", { bets: [] })} http={http} />,
      );
    });
    await act(async () =>
      (
        (container as HTMLElement).querySelector("form.og-game button[type=submit]") as HTMLButtonElement
      ).click(),
    );
    expect(container.querySelector("[role=alert]")?.textContent).toBe("Недостаточно средств.");
    expect(container.querySelectorAll("[data-testid=bet-row]")).toHaveLength(0);
  });

  it("mines: start, open a cell, cash out", async () => {
    const open = bet({
      id: "20",
      game: "mines",
      params: { mines: 3, picks: [] },
      state: "open",
      result: null,
      payout: 0,
      multiplier: 0,
    });
    const revealed = { ...open, params: { mines: 3, picks: [7] } };
    const done = {
      ...revealed,
      state: "settled" as const,
      result: { mineCells: [0, 1, 2], safeOpened: 1, win: true },
      multiplier: 11_250,
      payout: 112,
    };
    const http = fakeHttp({
      "POST /web-api/originals/mines": open,
      "POST /web-api/originals/mines/20/reveal": revealed,
      "POST /web-api/originals/mines/20/cashout": done,
    });
    container = document.createElement("div");
    document.body.append(container);
    await act(async () => {
      createRoot(container as HTMLElement).render(
        <OriginalGame code="mines" lang="en" data={data("mines", { bets: [] })} http={http} />,
      );
    });
    const button = (text: string) =>
      [...(container as HTMLElement).querySelectorAll("button")].find(
        (b) => b.textContent === text,
      ) as HTMLButtonElement;
    await act(async () => button("Start").click());
    const cell = container.querySelector('button[aria-label="Cell 8: hidden"]') as HTMLButtonElement;
    expect(cell.disabled).toBe(false);
    await act(async () => cell.click());
    expect(container.querySelector('button[aria-label="Cell 8: safe"]')).not.toBeNull();
    await act(async () => button("Cash out").click());
    expect(container.querySelector("[data-testid=outcome]")?.textContent).toContain("1.1250×");
    expect(container.querySelectorAll('button[aria-label$=": mine"]')).toHaveLength(3);
  });

  it("crash follows the pushed round: take-off, the cash-outs, the bust into the history — and reads nothing", async () => {
    const listeners: ((f: CrashFrame) => void)[] = [];
    const follow = (onFrame: (f: CrashFrame) => void) => {
      listeners.push(onFrame);
      return () => listeners.splice(listeners.indexOf(onFrame), 1);
    };
    const push = (f: CrashFrame) =>
      act(async () => {
        for (const l of listeners) l(f);
      });
    const mine = {
      id: "77",
      gameNumber: 9,
      stake: 200,
      currency: "EUR",
      autoCashOut: 150,
      cashedOutAt: null,
      payout: 0,
      state: "open" as const,
      placedAt: "2026-11-27T08:00:00Z",
    };
    // Less motion: the status is redrawn once a second instead of every animation frame (which
    // would keep act() busy for ever).
    const media = window.matchMedia;
    window.matchMedia = ((q: string) => ({ matches: q.includes("reduce") })) as unknown as typeof media;
    const http = fakeHttp({});
    const page = data("crash", { crash: { ...crash, myBet: mine }, crashBets: [mine] });
    const tree = <OriginalGame code="crash" lang="en" data={page} http={http} followCrash={follow} />;
    container = document.createElement("div");
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container as HTMLElement, tree);
    });
    expect(listeners).toHaveLength(1);
    const now = Date.now();
    const round = { gameNumber: 9, serverNow: now, bettingEndsAt: now - 1000, nextBettingAt: null };
    await push({
      t: "crash",
      e: "round",
      round: { ...round, phase: "flying", multiplier: 106 },
      cashOuts: [],
    });
    expect(container.querySelector("[data-testid=crash-status]")?.textContent).toBe("Flying");
    await push({
      t: "crash",
      e: "cashouts",
      gameNumber: 9,
      serverNow: now,
      cashOuts: [
        ["5", 120],
        ["77", 150],
      ],
    });
    expect(container.querySelector("[data-testid=crash-cashouts]")?.textContent).toBe("1.20×1.50× (yours)");
    expect(container.querySelector("[data-testid=crash-my-bet]")?.textContent).toContain("Won");
    const ended = {
      gameNumber: 9,
      point: 412,
      gameHash: "f".repeat(64),
      crashedAt: "2026-11-27T08:01:00Z",
      verify: "#game=crash&gameNumber=9",
    };
    await push({
      t: "crash",
      e: "round",
      round: { ...round, phase: "crashed", multiplier: 412, point: 412, crashedAt: now },
      cashOuts: [],
      ended,
    });
    expect(container.querySelector("[data-testid=crash-status]")?.textContent).toBe("Crashed at 4.12×");
    const rounds = [...container.querySelectorAll("[data-testid=crash-round]")].map((r) => r.textContent);
    expect(rounds[0]).toContain("Round 9");
    expect(rounds[0]).toContain("3.00");
    // A new round forgets the settled bet and its cash-outs.
    await push({
      t: "crash",
      e: "round",
      round: { ...round, gameNumber: 10, phase: "betting", bettingEndsAt: now + 5000, multiplier: 100 },
      cashOuts: [],
    });
    expect(container.querySelector("[data-testid=crash-my-bet]")).toBeNull();
    expect(container.querySelector("[data-testid=crash-cashouts]")?.textContent).toBe("");
    expect(http.sent).toEqual([]);
    window.matchMedia = media;
  });
});
