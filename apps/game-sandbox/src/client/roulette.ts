/** European roulette (RNG): place bets on the table, spin, see the pocket and the returns. */
import type { RouletteAnswer } from "../games.ts";
import { createBoard } from "./board.ts";
import { api, el, errorText, fmt, pause, roundEnded, setBalance, spinGate, status, t } from "./common.ts";
import { createWheel } from "./wheel.ts";

export function rouletteGame(root: HTMLElement): void {
  const line = el("p", { class: "status", id: "status", role: "status" }, t("placeBets"));
  const wheel = createWheel();
  const spin = el("button", { type: "button", class: "primary", id: "spin" }, t("spin"));
  const board = createBoard(line, () => {
    if (!spin.dataset.busy) spin.disabled = board.bets().length === 0;
  });
  const winOut = el("output", { id: "win", "aria-live": "polite" }, fmt(0));
  root.append(
    el(
      "div",
      { class: "wheel-area" },
      wheel.element,
      el("div", {}, spin, el("p", { class: "win" }, `${t("win")}: `, winOut), line),
    ),
    board.element,
  );
  spin.disabled = true;
  const gate = spinGate(spin);
  spin.addEventListener("click", async () => {
    const bets = board.bets();
    if (bets.length === 0) return;
    gate.start();
    spin.dataset.busy = "1";
    board.setEnabled(false);
    status(line, t("busy"));
    wheel.show(null, true);
    let ok = false;
    try {
      const r = await api<RouletteAnswer>("POST", "/roulette/spin", { bets });
      ok = true;
      await pause(600);
      wheel.show(r.pocket);
      board.highlight(r.pocket);
      setBalance(r.balance);
      winOut.textContent = fmt(r.win);
      winOut.dataset.amount = String(r.win);
      const landed = t("ballLanded", { n: r.pocket });
      status(
        line,
        r.win > 0 ? `${landed}. ${t("youWon", { amount: fmt(r.win) })}` : `${landed}. ${t("noWin")}`,
        r.win > 0 ? "win" : "info",
      );
      roundEnded();
    } catch (err) {
      wheel.show(null);
      status(line, errorText(err), "error");
    } finally {
      delete spin.dataset.busy;
      board.setEnabled(true);
      gate.done(ok);
    }
  });
}
