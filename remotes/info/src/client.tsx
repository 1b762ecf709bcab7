import { mountRemote, type RemoteHandle } from "@parlay/remote-protocol/client";
import { InfoPage } from "./InfoPage.tsx";
import type { InfoProps } from "./view.ts";

/**
 * Entry of the info client bundle. The pages are static text, so hydration only brings link clicks to the
 * shell (remote:redirect) and keeps the rules index <details> interactive as React-owned markup.
 */
export function hydrate(root: HTMLElement): RemoteHandle {
  return mountRemote<InfoProps>(root, (props) => <InfoPage {...props} />);
}
