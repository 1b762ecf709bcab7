import { useEffect, useRef } from "react";

/**
 * A provider's game in a sandboxed iframe: scripts and forms only, never same-origin (the game runs
 * in an opaque origin and talks to its provider with its own token). A `{source: "parlay-game",
 * type: "round"}` message from THIS frame's window tells the page a round ended (the session chrome
 * refreshes); messages from anywhere else are ignored.
 */
export function ProviderFrame(props: { url: string; title: string; onRound?: () => void }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const onRound = useRef(props.onRound);
  onRound.current = props.onRound;
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const game = frame.current?.contentWindow;
      if (!game || event.source !== game) return;
      const data = event.data as { source?: unknown; type?: unknown } | null;
      if (data && typeof data === "object" && data.source === "parlay-game" && data.type === "round")
        onRound.current?.();
    };
    window.addEventListener("message", listener);
    return () => window.removeEventListener("message", listener);
  }, []);
  return (
    <iframe
      ref={frame}
      className="pc-frame"
      src={props.url}
      title={props.title}
      sandbox="allow-scripts allow-forms"
      referrerPolicy="no-referrer"
      allow="fullscreen"
    />
  );
}
