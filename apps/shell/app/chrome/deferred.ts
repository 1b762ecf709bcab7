import { useState } from "react";

/**
 * True from the first render where `open` is true on: a dialog whose code is loaded on demand
 * (React.lazy) is mounted when it first opens and then stays mounted, so closing it keeps the
 * behaviour of an always-mounted dialog (its state, its closing focus) while the first view's
 * JavaScript leaves it out (issue 14 #7).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
