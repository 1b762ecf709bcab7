import { mountRemote, type RemoteHandle } from "@parlay/remote-protocol/client";
import { Casino } from "./Casino.tsx";
import type { CasinoProps } from "./props.ts";

/** Entry of the casino client bundle (scriptsToLoad[0]); the shell calls it on `<div data-remote="casino">`. */
export function hydrate(root: HTMLElement): RemoteHandle {
  return mountRemote<CasinoProps>(root, (props) => <Casino {...props} />);
}
