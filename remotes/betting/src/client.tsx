import { mountRemote, type RemoteHandle } from "@parlay/remote-protocol/client";
import { Betting } from "./Betting.tsx";
import type { BettingProps } from "./props.ts";

/** Entry of the betting client bundle (scriptsToLoad[0]); the shell calls it on `<div data-remote="betting">`. */
export function hydrate(root: HTMLElement): RemoteHandle {
  return mountRemote<BettingProps>(root, (props) => <Betting {...props} />);
}
