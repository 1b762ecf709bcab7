import { createElement, type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { dispatchRemoteEvent, type RemoteHandle } from "./events.ts";
import { interceptLinks } from "./links.ts";
import { takeRemoteProps } from "./props.ts";

/** Renders its children unchanged (no markup of its own) and calls `onCommit` once they are on the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children?: ReactNode }): ReactNode {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit
  useEffect(() => onCommit(), []);
  return children;
}

/**
 * The common hydrate() of a React remote: read props, hydrate server markup (or render when the answer
 * was client-only, force-spa), turn link clicks into redirects, report ready (once the remote's tree
 * is committed and interactive) or error to the shell.
 *
 * Hydration runs as a transition, as React Router's own entry hydrates the shell: React then works in
 * slices of a few milliseconds and yields to the browser between them, instead of one long task that
 * blocks input for the whole table of games (Total Blocking Time, docs/benchmarks.md "Lighthouse").
 * A click or key press on markup not hydrated yet makes React hydrate it at once and replays the event.
 */
export function mountRemote<P>(root: HTMLElement, render: (props: P) => ReactNode): RemoteHandle {
  let reactRoot: Root | null = null;
  let stopLinks: (() => void) | null = null;
  const failed = (error: unknown) =>
    dispatchRemoteEvent(root, "remote:error", {
      message: error instanceof Error ? error.message : String(error),
    });
  try {
    const props = takeRemoteProps<P>(root);
    const element = createElement(
      Committed,
      { onCommit: () => dispatchRemoteEvent(root, "remote:ready", {}) },
      render(props),
    );
    const options = {
      // A hydration mismatch is recovered by React; reporting it keeps it visible without failing the view.
      onRecoverableError: (error: unknown) => console.warn("remote hydration recovered", error),
      // An error no boundary of the remote caught leaves nothing to show: the shell says so.
      onUncaughtError: failed,
    };
    const hydrating = root.firstElementChild !== null;
    startTransition(() => {
      if (hydrating) {
        reactRoot = hydrateRoot(root, element, options);
      } else {
        reactRoot = createRoot(root, options);
        reactRoot.render(element);
      }
    });
    stopLinks = interceptLinks(root);
  } catch (error) {
    failed(error);
  }
  return {
    unmount() {
      stopLinks?.();
      reactRoot?.unmount();
    },
  };
}
