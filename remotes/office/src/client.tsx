import { mountRemote, type RemoteHandle } from "@parlay/remote-protocol/client";
import { Office } from "./Office.tsx";
import type { OfficeProps } from "./props.ts";

/** Entry of the office client bundle (scriptsToLoad[0]); the shell calls it on `<div data-remote="office">`. */
export function hydrate(root: HTMLElement): RemoteHandle {
  return mountRemote<OfficeProps>(root, (props) => <Office {...props} />);
}
