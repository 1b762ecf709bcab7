/**
 * The live roulette table: a dealer and a wheel shared by every seated player, rounds on the
 * table's schedule (betting → no more bets → result → payout), polled from the provider once a
 * second. Bets go to the current round while it takes bets; the result and the payout come to
 * every seat at the same time.
 */
import type { LiveView } from "../live.ts";
import type { TextKey } from "../texts.ts";
import { betLabel, createBoard, pocketColour } from "./board.ts";
import { api, el, errorText, fmt, roundEnded, setBalance, status, t } from "./common.ts";
import { createWheel } from "./wheel.ts";

export function liveGame(root: HTMLElement): void {
  const line = el("p", { class: "status", id: "status", role: "status" });
  const phase = el("p", { class: "phase", "aria-live": "polite" });
  const countdown = el("span", { class: "countdown", "aria-hidden": "true" });
  const roundNo = el("span", { class: "round" });
  const seated = el("span", { class: "seated" });
  const wheel = createWheel();
  const history = el("ol", { class: "history", "aria-label": t("lastResults") });
  const mine = el("ul", { class: "mine", "aria-label": t("yourBets") });
  const send = el("button", { type: "button", class: "primary", id: "place" }, t("bet"));
  const board = createBoard(line);
  const dealer = el(
    "div",
    { class: "dealer-figure", "aria-hidden": "true" },
    el("span", { class: "head" }),
    el("span", { class: "body" }),
  );
  root.append(
    el(
      "section",
      { class: "live-table", "aria-label": t("liveDealer") },
      el(
        "div",
        { class: "studio" },
        dealer,
        el("p", { class: "dealer-name" }, t("liveDealer")),
        wheel.element,
      ),
      el(
        "div",
        { class: "live-info" },
        phase,
        el("p", {}, roundNo, " · ", countdown),
        seated,
        el("h2", {}, t("lastResults")),
        history,
      ),
    ),
    el("div", { class: "controls" }, send, el("h2", { class: "sr" }, t("yourBets")), mine),
    line,
    board.element,
  );

  let view: LiveView | null = null;
  let skew = 0;
  let lastSettled = -1;
  let busy = false;

  const render = (v: LiveView) => {
    const previous = view;
    view = v;
    skew = v.now - Date.now();
    const betting = v.phase === "betting";
    phase.textContent = t(`phase_${v.phase}` as TextKey);
    phase.dataset.phase = v.phase;
    roundNo.textContent = t("round", { n: v.round });
    seated.textContent = t("seated", { n: v.seated });
    board.setEnabled(betting && !busy);
    send.disabled = !betting || busy;
    wheel.show(v.pocket, v.phase === "closed");
    board.highlight(v.pocket);
    history.replaceChildren(
      ...v.history.map((h) => el("li", { class: pocketColour(h.pocket) }, String(h.pocket))),
    );
    mine.replaceChildren(...v.myBets.map((b) => el("li", {}, `${betLabel(b.bet)} — ${fmt(b.stake)}`)));
    if (v.lastWin && v.lastWin.round !== lastSettled) {
      const first = lastSettled === -1 && previous === null;
      lastSettled = v.lastWin.round;
      if (!first) {
        if (v.lastWin.balance !== null) setBalance(v.lastWin.balance);
        const w = v.lastWin.win;
        status(line, w > 0 ? t("youWon", { amount: fmt(w) }) : t("noWin"), w > 0 ? "win" : "info");
        roundEnded();
      }
    }
    if (previous && previous.round !== v.round) board.clear();
  };

  const tickCountdown = () => {
    if (view)
      countdown.textContent = t("endsIn", {
        s: Math.max(0, Math.ceil((view.phaseEndsAt - (Date.now() + skew)) / 1000)),
      });
  };

  const poll = async () => {
    try {
      render(await api<LiveView>("GET", "/live"));
    } catch (err) {
      status(line, errorText(err), "error");
    }
  };

  send.addEventListener("click", async () => {
    const bets = board.bets();
    if (!view || bets.length === 0) {
      status(line, t("placeBets"));
      return;
    }
    busy = true;
    send.disabled = true;
    try {
      const r = await api<{ balance: number; round: number }>("POST", "/live/bet", {
        round: view.round,
        bets,
      });
      setBalance(r.balance);
      board.clear();
      status(line, t("betAccepted", { n: r.round }));
    } catch (err) {
      status(line, errorText(err), "error");
    } finally {
      busy = false;
      await poll();
    }
  });

  void poll();
  setInterval(() => void poll(), 1000);
  setInterval(tickCountdown, 250);
}
