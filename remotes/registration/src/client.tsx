import { mountRemote, type RemoteHandle } from "@parlay/remote-protocol/client";
import type { RegistrationProps } from "./props.ts";
import { Registration } from "./Registration.tsx";

/** Entry of the registration client bundle (scriptsToLoad[0]); the shell calls it on `<div data-remote="registration">`. */
export function hydrate(root: HTMLElement): RemoteHandle {
  return mountRemote<RegistrationProps>(root, (props) => <Registration {...props} />);
}
