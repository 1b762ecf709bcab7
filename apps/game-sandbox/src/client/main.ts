/** The game page's script: starts the game the page was launched for. */
import { blackjackGame } from "./blackjack.ts";
import { boot } from "./common.ts";
import { liveGame } from "./live.ts";
import { rouletteGame } from "./roulette.ts";
import { slotGame } from "./slot.ts";

const root = document.getElementById("game");
if (root) {
  const start = {
    "parlay-fruits": slotGame,
    "european-roulette": rouletteGame,
    blackjack: blackjackGame,
    "live-roulette": liveGame,
  }[boot.game];
  start?.(root);
  document.documentElement.dataset.ready = "1";
}
