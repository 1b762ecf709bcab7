/**
 * How a hydrated remote talks to the shell: DOM CustomEvents that bubble from the remote's root
 * (`<div data-remote="{appName}">`). DOM events keep remotes free of any shell import, so a remote built
 * and deployed on its own cannot drift from the shell's code, only from this small contract.
 */

export const REMOTE_EVENTS = {
  ready: "remote:ready",
  error: "remote:error",
  redirect: "remote:redirect",
} as const;

export interface RemoteErrorDetail {
  message: string;
}

export interface RemoteRedirectDetail {
  /** Full site path including the language prefix, query and hash: "/en/rules/2?x=1#c3". */
  to: string;
}

export interface RemoteEventDetails {
  "remote:ready": Record<string, never>;
  "remote:error": RemoteErrorDetail;
  "remote:redirect": RemoteRedirectDetail;
}

export type RemoteEventName = keyof RemoteEventDetails;

export function dispatchRemoteEvent<Name extends RemoteEventName>(
  root: EventTarget,
  name: Name,
  detail: RemoteEventDetails[Name],
): void {
  root.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** What the first module of `scriptsToLoad` exports. */
export interface RemoteHandle {
  unmount(): void;
}

export interface RemoteClientModule {
  hydrate(root: HTMLElement): RemoteHandle;
}
