import { dispatchRemoteEvent } from "./events.ts";

/**
 * Links in remotes are real `<a href>` so they work without JavaScript and for crawlers; once hydrated,
 * plain left clicks on same-origin links become `remote:redirect` so the shell navigates client-side.
 */

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

export interface AnchorLike {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/** The path to hand to the shell, or null when the browser should handle the click itself. */
export function redirectTarget(click: ClickLike, anchor: AnchorLike, origin: string): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  // Modifier clicks open new tabs or windows: the user asked the browser, not the app.
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  if (anchor.hasAttribute("data-remote-native")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Installs one delegated click listener on the remote root; returns its removal. */
export function interceptLinks(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const start = event.target instanceof Element ? event.target : null;
    const anchor = start?.closest("a[href]");
    if (!(anchor instanceof HTMLAnchorElement) || !root.contains(anchor)) return;
    const to = redirectTarget(event, anchor, window.location.origin);
    if (to === null) return;
    event.preventDefault();
    dispatchRemoteEvent(root, "remote:redirect", { to });
  };
  root.addEventListener("click", onClick);
  return () => root.removeEventListener("click", onClick);
}
