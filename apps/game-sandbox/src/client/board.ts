/**
 * The roulette betting table (the RNG table and the live table share it): numbers 0–36 on the
 * usual layout, the inside bets by picking adjacent numbers (split, street, corner, line), the
 * columns, dozens and even-money bets, the chip, and the list of placed bets.
 */
import { type PlacedBet, RED, type RouletteBet, validateBet } from "@parlay/domain/casino-games";
import type { TextKey } from "../texts.ts";
import { el, fmt, status, t } from "./common.ts";

const CHIPS = [50, 100, 500, 1000, 5000];
const INSIDE = ["straight", "split", "street", "corner", "sixline"] as const;
const SIZE = { straight: 1, split: 2, street: 3, corner: 4, sixline: 6 } as const;
type Inside = (typeof INSIDE)[number];

export const pocketColour = (n: number) => (n === 0 ? "green" : RED.has(n) ? "red" : "black");

export function betLabel(bet: RouletteBet): string {
  switch (bet.kind) {
    case "column":
      return t("column", { n: bet.index });
    case "dozen":
      return t("dozen", { n: bet.index });
    case "straight":
    case "split":
    case "street":
    case "corner":
    case "sixline":
      return `${t(bet.kind)} ${[...bet.numbers].sort((a, b) => a - b).join("-")}`;
    default:
      return t(bet.kind);
  }
}

const keyOf = (bet: RouletteBet) => betLabel(bet);

export interface Board {
  element: HTMLElement;
  bets(): PlacedBet[];
  clear(): void;
  setEnabled(on: boolean): void;
  highlight(pocket: number | null): void;
}

export function createBoard(message: HTMLElement, onChange: () => void = () => {}): Board {
  let chip = CHIPS[1] as number;
  let mode: Inside = "straight";
  let picked: number[] = [];
  const placed = new Map<string, PlacedBet>();
  const list = el("ul", { class: "placed", "aria-live": "polite" });
  const totalOut = el("output", {}, fmt(0));
  const buttons: HTMLButtonElement[] = [];

  const refresh = (notify = true) => {
    list.replaceChildren();
    if (placed.size === 0) list.append(el("li", { class: "empty" }, t("noBets")));
    let total = 0;
    for (const [key, b] of placed) {
      total += b.stake;
      const remove = el(
        "button",
        { type: "button", class: "link", "aria-label": `${t("remove")}: ${key}` },
        "×",
      );
      remove.addEventListener("click", () => {
        placed.delete(key);
        refresh();
      });
      list.append(el("li", {}, `${key} — ${fmt(b.stake)} `, remove));
    }
    totalOut.textContent = fmt(total);
    if (notify) onChange();
  };

  const place = (bet: RouletteBet) => {
    if (validateBet(bet)) {
      status(message, t("notAdjacent"), "error");
      return;
    }
    const key = keyOf(bet);
    const old = placed.get(key);
    placed.set(key, { bet, stake: (old?.stake ?? 0) + chip });
    status(message, `${key} — ${fmt((old?.stake ?? 0) + chip)}`);
    refresh();
  };

  const pickNumber = (n: number, button: HTMLButtonElement) => {
    if (mode === "straight") return place({ kind: "straight", numbers: [n] });
    if (picked.includes(n)) picked = picked.filter((x) => x !== n);
    else picked.push(n);
    button.setAttribute("aria-pressed", String(picked.includes(n)));
    if (picked.length === SIZE[mode]) {
      place({ kind: mode, numbers: [...picked] });
      picked = [];
      for (const b of buttons) b.setAttribute("aria-pressed", "false");
    } else status(message, t("pickNumbers", { n: SIZE[mode] - picked.length }));
  };

  const numberButton = (n: number) => {
    const b = el(
      "button",
      { type: "button", class: `num ${pocketColour(n)}`, "data-number": String(n), "aria-pressed": "false" },
      String(n),
    );
    if (n === 0) b.setAttribute("aria-label", `${t("zero")} 0`);
    else {
      // The layout: three rows (3, 6, … on top; 1, 4, … at the bottom), twelve columns after zero.
      b.style.gridColumn = String(Math.ceil(n / 3) + 1);
      b.style.gridRow = String(3 - ((n - 1) % 3));
    }
    b.addEventListener("click", () => pickNumber(n, b));
    buttons.push(b);
    return b;
  };
  const outside = (bet: RouletteBet, cls: string) => {
    const label = betLabel(bet);
    const b =
      bet.kind === "column"
        ? el("button", { type: "button", class: `out ${cls}`, "aria-label": label }, "2:1")
        : el("button", { type: "button", class: `out ${cls}` }, label);
    b.addEventListener("click", () => place(bet));
    buttons.push(b);
    return b;
  };

  const grid = el("div", { class: "board", role: "group", "aria-label": t("table") });
  grid.append(numberButton(0));
  for (let col = 0; col < 12; col++)
    for (let row = 3; row >= 1; row--) grid.append(numberButton(col * 3 + row));
  for (const i of [3, 2, 1] as const) grid.append(outside({ kind: "column", index: i }, `column c${i}`));
  for (const i of [1, 2, 3] as const) grid.append(outside({ kind: "dozen", index: i }, `dozen d${i}`));
  for (const k of ["low", "even", "red", "black", "odd", "high"] as const)
    grid.append(outside({ kind: k }, `even-money ${k}`));

  const modes = el("fieldset", { class: "modes" }, el("legend", {}, t("betType")));
  for (const m of INSIDE) {
    const input = el("input", { type: "radio", name: "bet-type", value: m, id: `mode-${m}` });
    if (m === mode) input.checked = true;
    input.addEventListener("change", () => {
      mode = m;
      picked = [];
      for (const b of buttons) b.setAttribute("aria-pressed", "false");
      if (m !== "straight") status(message, t("pickNumbers", { n: SIZE[m] }));
    });
    modes.append(el("label", { for: `mode-${m}` }, input, ` ${t(m as TextKey)}`));
  }
  const chips = el("fieldset", { class: "chips" }, el("legend", {}, t("chip")));
  for (const c of CHIPS) {
    const input = el("input", { type: "radio", name: "chip", value: String(c), id: `chip-${c}` });
    if (c === chip) input.checked = true;
    input.addEventListener("change", () => {
      chip = c;
    });
    chips.append(el("label", { for: `chip-${c}`, class: "chip" }, input, ` ${fmt(c)}`));
  }
  const clear = el("button", { type: "button" }, t("clear"));
  clear.addEventListener("click", () => {
    placed.clear();
    refresh();
  });
  buttons.push(clear);
  const element = el(
    "div",
    { class: "table-area" },
    el("div", { class: "board-scroll" }, grid),
    el("div", { class: "options" }, chips, modes),
    el(
      "section",
      { class: "bets", "aria-labelledby": "bets-title" },
      el("h2", { id: "bets-title" }, t("yourBets")),
      list,
      el("p", {}, `${t("totalBet")}: `, totalOut),
      clear,
    ),
  );
  refresh(false);
  return {
    element,
    bets: () => [...placed.values()],
    clear() {
      placed.clear();
      refresh();
    },
    setEnabled(on) {
      for (const b of buttons) b.disabled = !on;
    },
    highlight(pocket) {
      for (const b of buttons)
        b.classList.toggle("landed", pocket !== null && b.dataset.number === String(pocket));
    },
  };
}
