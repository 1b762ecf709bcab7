/**
 * The cookie banner's code (and its texts in every language) loads when the visitor first interacts
 * with the page, not with the first view (issue 14 #7): the server renders the banner, and until
 * then React keeps that markup as it is. A visitor who has already chosen needs the code at once
 * (the banner is then closed by React). A click on one of the banner's buttons before the code ran
 * (React drops it) is clicked again once the banner is live (`replayBannerClicks`).
 */
const INTERACTIONS = ["pointerdown", "touchstart", "keydown", "focusin", "popstate"] as const;

let release: (() => void) | null = null;
let loaded = false;
const clicks: HTMLButtonElement[] = [];

const wanted: Promise<void> =
  typeof window === "undefined"
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve;
        for (const type of INTERACTIONS)
          window.addEventListener(type, wantBanner, { capture: true, passive: true });
        document.addEventListener("click", onClick, true);
      });

/** The banner's module, once it is wanted. */
export function loadBanner() {
  return wanted
    .then(() => import("./cookie-banner.tsx"))
    .then((m) => {
      loaded = true;
      return m;
    });
}

/** The banner's code is needed now. */
export function wantBanner(): void {
  const go = release;
  release = null;
  if (!go) return;
  for (const type of INTERACTIONS) window.removeEventListener(type, wantBanner, true);
  go();
}

function onClick(event: MouseEvent): void {
  if (loaded) {
    document.removeEventListener("click", onClick, true);
    return;
  }
  const button = event.target instanceof Element ? event.target.closest("button") : null;
  if (button instanceof HTMLButtonElement && button.type === "button" && button.closest(".cookie-banner")) {
    clicks.push(button);
    wantBanner();
  }
}

/** Clicks on the banner's buttons made before its code ran, made again now that it runs. */
export function replayBannerClicks(): void {
  document.removeEventListener("click", onClick, true);
  for (const button of clicks.splice(0)) if (button.isConnected) button.click();
}
