import type { ReactNode } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { dispatchRemoteEvent, type RemoteHandle } from "./events.ts";
import { interceptLinks } from "./links.ts";
import { takeRemoteProps } from "./props.ts";

/**
 * The common hydrate() of a React remote: read props, hydrate server markup (or render when the answer
 * was client-only, force-spa), turn link clicks into redirects, report ready or error to the shell.
 */
export function mountRemote<P>(root: HTMLElement, render: (props: P) => ReactNode): RemoteHandle {
  let reactRoot: Root | null = null;
  let stopLinks: (() => void) | null = null;
  try {
    const props = takeRemoteProps<P>(root);
    const element = render(props);
    const onRecoverableError = (error: unknown) =>
      // A hydration mismatch is recovered by React; reporting it keeps it visible without failing the view.
      console.warn("remote hydration recovered", error);
    if (root.firstElementChild !== null) {
      reactRoot = hydrateRoot(root, element, { onRecoverableError });
    } else {
      reactRoot = createRoot(root, { onRecoverableError });
      reactRoot.render(element);
    }
    stopLinks = interceptLinks(root);
    dispatchRemoteEvent(root, "remote:ready", {});
  } catch (error) {
    dispatchRemoteEvent(root, "remote:error", {
      message: error instanceof Error ? error.message : String(error),
    });
  }
  return {
    unmount() {
      stopLinks?.();
      reactRoot?.unmount();
    },
  };
}
