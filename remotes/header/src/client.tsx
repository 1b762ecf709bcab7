import { mountRemote, type RemoteHandle } from "@parlay/remote-protocol/client";
import { Header, type HeaderProps } from "./Header.tsx";

/** Entry of the header's client bundle (scriptsToLoad[0]); the shell calls it on `<div data-remote="header">`. */
export function hydrate(root: HTMLElement): RemoteHandle {
  return mountRemote<HeaderProps>(root, (props) => <Header {...props} />);
}
