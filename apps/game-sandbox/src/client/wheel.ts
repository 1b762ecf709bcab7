/** A rendered wheel: the 37 pockets in wheel order on a ring, the ball's pocket marked. */
import { WHEEL_ORDER } from "@parlay/domain/casino-games";
import { pocketColour } from "./board.ts";
import { el, t } from "./common.ts";

export interface Wheel {
  element: HTMLElement;
  show(pocket: number | null, spinning?: boolean): void;
}

export function createWheel(): Wheel {
  const ring = el("div", { class: "ring" });
  const slots = WHEEL_ORDER.map((n, i) => {
    const s = el("span", { class: `pocket ${pocketColour(n)}`, "data-pocket": String(n) }, String(n));
    s.style.setProperty("--i", String(i));
    ring.append(s);
    return s;
  });
  const centre = el("output", { class: "centre", "aria-live": "polite" }, "–");
  const element = el("figure", { class: "wheel", role: "img", "aria-label": t("wheel") }, ring, centre);
  return {
    element,
    show(pocket, spinning = false) {
      element.classList.toggle("spinning", spinning);
      for (const s of slots)
        s.classList.toggle("ball", pocket !== null && s.dataset.pocket === String(pocket));
      centre.textContent = pocket === null ? "–" : String(pocket);
      centre.className = `centre ${pocket === null ? "" : pocketColour(pocket)}`;
      element.setAttribute("aria-label", pocket === null ? t("wheel") : t("ballLanded", { n: pocket }));
    },
  };
}
