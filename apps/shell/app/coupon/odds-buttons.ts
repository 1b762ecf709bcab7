/**
 * Odds buttons anywhere on the page (betting HTTP contract §5): `<button data-outcome="{id}">`
 * outside the coupon. A delegated click names the outcome to toggle; the buttons of outcomes in
 * the coupon carry aria-pressed="true", set again after a remote re-rendered them.
 */

/** The outcome id of a click on an odds button outside the coupon, else null (the click is not ours). */
export function clickedOutcome(event: MouseEvent): number | null {
  const target = event.target instanceof Element ? event.target.closest("[data-outcome]") : null;
  if (!target || target.closest(".coupon")) return null;
  const id = Number(target.getAttribute("data-outcome"));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** aria-pressed on every odds button outside the coupon: "true" for the outcomes it holds. */
export function markOddsButtons(outcomeIds: readonly number[]): void {
  if (typeof document === "undefined") return;
  const ids = new Set(outcomeIds.map(String));
  for (const el of document.querySelectorAll("[data-outcome]")) {
    if (el.closest(".coupon")) continue;
    const want = ids.has(el.getAttribute("data-outcome") ?? "") ? "true" : "false";
    if (el.getAttribute("aria-pressed") !== want) el.setAttribute("aria-pressed", want);
  }
}

/**
 * Delegated clicks on odds buttons (`onOutcome` with the id; the click's default is prevented) and
 * a MutationObserver calling `onDomChange` when the page re-renders. Returns the stop function.
 */
export function watchOddsButtons(
  onOutcome: (outcomeId: number) => void,
  onDomChange: () => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    const id = clickedOutcome(event);
    if (id === null) return;
    event.preventDefault();
    onOutcome(id);
  };
  document.addEventListener("click", onClick);
  const observer = new MutationObserver(onDomChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    document.removeEventListener("click", onClick);
    observer.disconnect();
  };
}
