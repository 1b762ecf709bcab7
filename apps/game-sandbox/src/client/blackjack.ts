/** Blackjack: bet, deal, then hit / stand / double / split / insurance as the rules allow. */
import type { BlackjackView, CardView, PlayerMove } from "../blackjack.ts";
import type { TextKey } from "../texts.ts";
import { api, el, errorText, fmt, roundEnded, setBalance, spinGate, status, t } from "./common.ts";

const BETS = [100, 200, 500, 1000, 2500, 5000];
const MOVE_TEXT: Record<PlayerMove, TextKey> = {
  hit: "hit",
  stand: "stand",
  double: "double",
  split: "split",
  insure: "insureYes",
  "decline-insurance": "insureNo",
};

const cardEl = (c: CardView | null) =>
  c
    ? el(
        "span",
        { class: `card ${c.suit === "♥" || c.suit === "♦" ? "red" : "black"}` },
        `${c.rank}${c.suit}`,
      )
    : el("span", { class: "card back", "aria-label": "?" }, "🂠");

export function blackjackGame(root: HTMLElement): void {
  const line = el("p", { class: "status", id: "status", role: "status" });
  const dealer = el("div", { class: "hand dealer", "aria-live": "polite" });
  const player = el("div", { class: "hands", "aria-live": "polite" });
  const select = el("select", { id: "bj-bet" });
  for (const b of BETS) select.append(el("option", { value: String(b) }, fmt(b)));
  const dealButton = el("button", { type: "button", class: "primary", id: "deal" }, t("deal"));
  const moves = el("div", { class: "moves", role: "group", "aria-label": t("you") });
  const rules = el(
    "details",
    { class: "dealer-rules" },
    el("summary", {}, t("dealerRules")),
    el("p", {}, document.getElementById("rules")?.textContent ?? ""),
  );
  root.append(
    el("section", { class: "felt" }, el("h2", {}, t("dealer")), dealer, el("h2", {}, t("you")), player),
    el("div", { class: "controls" }, el("label", { for: "bj-bet" }, t("bet")), select, dealButton, moves),
    line,
    rules,
  );
  const gate = spinGate(dealButton);

  const render = (v: BlackjackView) => {
    setBalance(v.balance);
    dealer.replaceChildren(
      ...v.dealer.map(cardEl),
      ...(v.dealerTotal === null ? [] : [el("span", { class: "total" }, t("total", { n: v.dealerTotal }))]),
    );
    player.replaceChildren(
      ...v.hands.map((h, i) => {
        const outcome = v.settlement?.hands[i]?.outcome;
        return el(
          "div",
          {
            class: `hand${i === v.active && v.phase === "player" ? " active" : ""}`,
            "aria-label": t("hand", { n: i + 1 }),
          },
          ...h.cards.map(cardEl),
          el("span", { class: "total" }, `${t("total", { n: h.total })} · ${fmt(h.stake)}`),
          ...(outcome
            ? [el("strong", { class: `outcome ${outcome}` }, t(`outcome_${outcome}` as TextKey))]
            : []),
        );
      }),
    );
    moves.replaceChildren(
      ...v.moves.map((m) => {
        const b = el("button", { type: "button", "data-move": m }, t(MOVE_TEXT[m]));
        b.addEventListener("click", () => void move(m));
        return b;
      }),
    );
    const open = v.phase === "player" || v.phase === "insurance";
    select.disabled = open;
    dealButton.hidden = open;
    if (open) {
      status(
        line,
        v.phase === "insurance" ? t("insurance") : t("total", { n: v.hands[v.active]?.total ?? 0 }),
      );
      (moves.querySelector("button") as HTMLButtonElement | null)?.focus();
    } else if (v.settlement) {
      const s = v.settlement;
      status(
        line,
        s.returned > 0 ? t("youWon", { amount: fmt(s.returned) }) : t("noWin"),
        s.returned > s.staked ? "win" : "info",
      );
      roundEnded();
      dealButton.focus();
    }
  };

  const move = async (m: PlayerMove) => {
    for (const b of moves.querySelectorAll("button")) b.disabled = true;
    try {
      render(await api<BlackjackView>("POST", "/blackjack/move", { move: m }));
    } catch (err) {
      status(line, errorText(err), "error");
      for (const b of moves.querySelectorAll("button")) b.disabled = false;
    }
  };

  dealButton.addEventListener("click", async () => {
    gate.start();
    let ok = false;
    try {
      const v = await api<BlackjackView>("POST", "/blackjack/deal", { bet: Number(select.value) });
      ok = true;
      gate.done(true);
      render(v);
    } catch (err) {
      status(line, errorText(err), "error");
      gate.done(ok);
    }
  });

  // A round left open (a reload of the frame) is shown and continued.
  api<BlackjackView>("GET", "/blackjack")
    .then((v) => {
      if (v.phase !== "idle") render(v);
    })
    .catch((err) => status(line, errorText(err), "error"));
}
