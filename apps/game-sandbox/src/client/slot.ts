/** Parlay Fruits: the reels, the bet, the spin, the free-spin feature and the paytable. */
import { PARLAY_FRUITS, PAYLINES_20, STRIPS, SYMBOL_LETTERS } from "@parlay/domain/casino-games";
import type { SlotAnswer, SpinView } from "../games.ts";
import type { TextKey } from "../texts.ts";
import { api, el, errorText, fmt, pause, roundEnded, setBalance, spinGate, status, t } from "./common.ts";

const LINE_BETS = [5, 10, 25, 50, 100, 250, 500];
const LINES = PAYLINES_20.length;
/** Text glyphs in the player's language (no emoji font is assumed on the player's device). */
const WORDS = new Set(["W", "B", "M", "P"]);
const symbolName = (letter: string) => t(`sym_${letter}` as TextKey);
const glyph = (letter: string) => (letter === "S" ? "★" : WORDS.has(letter) ? symbolName(letter) : letter);

function renderGrid(reels: HTMLElement, grid: string[][], wins: Set<string>): void {
  reels.replaceChildren(
    ...grid.map((reel, r) =>
      el(
        "div",
        { class: "reel", role: "listitem", "aria-label": `${r + 1}: ${reel.map(symbolName).join(", ")}` },
        ...reel.map((sym, row) =>
          el(
            "span",
            { class: `sym sym-${sym === "7" ? "seven" : sym}${wins.has(`${r}:${row}`) ? " hit" : ""}` },
            glyph(sym),
          ),
        ),
      ),
    ),
  );
}

/** The cells of the winning lines, to highlight. */
function winningCells(spin: SpinView): Set<string> {
  const cells = new Set<string>();
  for (const w of spin.lineWins) {
    const line = PAYLINES_20[w.line];
    for (let r = 0; r < w.count && line; r++) cells.add(`${r}:${line[r]}`);
  }
  spin.grid.forEach((reel, r) => {
    reel.forEach((s, row) => {
      if (s === "S" && spin.scatters >= 3) cells.add(`${r}:${row}`);
    });
  });
  return cells;
}

function paytable(): HTMLElement {
  const rows = [...SYMBOL_LETTERS]
    .map((letter, i) => ({ letter, pays: PARLAY_FRUITS.pays[i] ?? [] }))
    .filter((r) => (r.pays[3] ?? 0) > 0)
    .map((r) =>
      el(
        "tr",
        {},
        el(
          "th",
          { scope: "row" },
          el(
            "span",
            { class: `sym sym-${r.letter === "7" ? "seven" : r.letter}`, "aria-label": symbolName(r.letter) },
            glyph(r.letter),
          ),
        ),
        ...[3, 4, 5].map((n) => el("td", {}, `×${r.pays[n]}`)),
      ),
    );
  const scatter = el(
    "tr",
    {},
    el("th", { scope: "row" }, el("span", { class: "sym sym-S", "aria-label": symbolName("S") }, "★")),
    ...[3, 4, 5].map((n) => el("td", {}, `×${PARLAY_FRUITS.scatterPays[n]}`)),
  );
  return el(
    "section",
    { id: "paytable", class: "paytable", "aria-labelledby": "paytable-title", hidden: "" },
    el("h2", { id: "paytable-title" }, t("paytable")),
    el(
      "table",
      {},
      el(
        "thead",
        {},
        el(
          "tr",
          {},
          el("th", { scope: "col" }, ""),
          ...["3", "4", "5"].map((n) => el("th", { scope: "col" }, `${n}×`)),
        ),
      ),
      el("tbody", {}, ...rows, scatter),
    ),
    el("p", {}, t("lines"), ". ", t("wildNote")),
    el("p", {}, `★ ${t("anywhere")}. ${t("scatterNote")}`),
  );
}

export function slotGame(root: HTMLElement): void {
  const reels = el("div", { class: "reels", role: "list", "aria-label": "Parlay Fruits" });
  const select = el("select", { id: "line-bet", name: "lineBet" });
  for (const b of LINE_BETS) select.append(el("option", { value: String(b) }, fmt(b)));
  const total = el("output", { id: "total-bet", for: "line-bet" }, fmt((LINE_BETS[0] as number) * LINES));
  const spin = el("button", { type: "button", class: "primary", id: "spin" }, t("spin"));
  const table = paytable();
  const toggle = el(
    "button",
    { type: "button", "aria-controls": "paytable", "aria-expanded": "false" },
    t("paytable"),
  );
  const line = el("p", { class: "status", id: "status", role: "status" });
  const feature = el("p", { class: "feature", "aria-live": "polite" });
  const winOut = el("output", { id: "win", "aria-live": "polite" }, fmt(0));
  root.append(
    reels,
    feature,
    el(
      "div",
      { class: "controls" },
      el("label", { for: "line-bet" }, t("lineBet")),
      select,
      el("span", {}, `${t("totalBet")}: `, total),
      spin,
      toggle,
    ),
    el("p", { class: "win" }, `${t("win")}: `, winOut),
    line,
    table,
  );
  renderGrid(
    reels,
    STRIPS.map((strip) => [...strip.slice(0, 3)]),
    new Set(),
  );
  select.addEventListener("change", () => {
    total.textContent = fmt(Number(select.value) * LINES);
  });
  toggle.addEventListener("click", () => {
    const open = table.hidden;
    table.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
  });
  const gate = spinGate(spin);
  spin.addEventListener("click", async () => {
    gate.start();
    status(line, t("busy"));
    feature.textContent = "";
    let ok = false;
    try {
      const r = await api<SlotAnswer>("POST", "/slot/spin", { lineBet: Number(select.value) });
      ok = true;
      renderGrid(reels, r.base.grid, winningCells(r.base));
      setBalance(r.balance - (r.win - r.base.amount));
      if (r.freeSpins.length > 0) {
        feature.textContent = t("freeSpinsWon", { n: r.base.freeSpinsAwarded });
        for (const [i, f] of r.freeSpins.entries()) {
          await pause(700);
          feature.textContent = t("freeSpinOf", { n: i + 1, total: r.freeSpins.length });
          renderGrid(reels, f.grid, winningCells(f));
        }
      }
      setBalance(r.balance);
      winOut.textContent = fmt(r.win);
      winOut.dataset.amount = String(r.win);
      status(line, r.win > 0 ? t("youWon", { amount: fmt(r.win) }) : t("noWin"), r.win > 0 ? "win" : "info");
      roundEnded();
    } catch (err) {
      status(line, errorText(err), "error");
    } finally {
      gate.done(ok);
    }
  });
}
