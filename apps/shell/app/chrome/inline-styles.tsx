import { createContext, useContext } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The text of one of the build's stylesheets by its URL. The server's entry provides it (it reads
 * the client build); the browser has none and needs none (see InlineStyles).
 */
export const StylesheetTextContext = createContext<((href: string) => string) | null>(null);

/** React's precedence for the page's stylesheets: hoisted into <head> ahead of the module preloads. */
const PRECEDENCE = "shell";

/**
 * The matched routes' stylesheets, written into the HTML as `<style>` instead of `<link>` (issue 14
 * #7): no stylesheet request blocks the first paint, and none queues behind the module preloads for
 * one of the browser's six connections. Each is a React style resource keyed by its URL, so
 * hydration adopts the server's element (`style[data-href]`) without comparing its text, and the
 * browser bundle carries no CSS. A stylesheet that arrives only with a client-side navigation (not
 * in the document yet) is linked as usual. No nonce: the policy's style-src allows inline styles
 * (as the remotes' own `<style>` need), and React only takes a style nonce as a render option.
 */
export function InlineStyles() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const textOf = useContext(StylesheetTextContext);
  const hrefs = [
    ...new Set(useMatches().flatMap((match) => framework?.manifest.routes[match.id]?.css ?? [])),
  ];
  return hrefs.map((href) =>
    textOf || inDocument(href) ? (
      <style key={href} href={href} precedence={PRECEDENCE}>
        {textOf?.(href) ?? ""}
      </style>
    ) : (
      <link key={href} rel="stylesheet" href={href} precedence={PRECEDENCE} />
    ),
  );
}

function inDocument(href: string): boolean {
  if (typeof document === "undefined") return false;
  return [...document.querySelectorAll("style[data-href]")].some((el) =>
    (el.getAttribute("data-href") ?? "").split(" ").includes(href),
  );
}
