import { FUNCTIONAL_COOKIES } from "@parlay/domain/privacy";
import { readCookie } from "@parlay/web";
import { useCallback, useEffect, useState } from "react";
import { rememberPanelHidden } from "./consent-cookies.ts";

/**
 * A side panel's hidden state (spec 001 §3 "left and right panel hidden", §5): it always works, and
 * is remembered in its functional cookie only with functional consent. The server renders the panel
 * shown (every guest gets the same page); a remembered "hidden" applies once hydrated.
 */
export function usePanelHidden(side: "left" | "right"): [boolean, () => void] {
  const name = side === "left" ? FUNCTIONAL_COOKIES.leftPanelHidden : FUNCTIONAL_COOKIES.rightPanelHidden;
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (readCookie(document.cookie, name) === "1") setHidden(true);
  }, [name]);
  const toggle = useCallback(() => {
    setHidden((was) => {
      rememberPanelHidden(side, !was);
      return !was;
    });
  }, [side]);
  return [hidden, toggle];
}
