import type { LiveDiff } from "@parlay/contracts/live";
import { useEffect, useRef } from "react";
import { liveHub } from "./hub.ts";

/**
 * Follows `gameIds` on the page's live socket while mounted; `onDiffs` gets every frame's diffs (a
 * diff names its game in `g`: apply the ones you show). Several components share the one socket.
 */
export function useLiveGames(gameIds: readonly number[], onDiffs: (diffs: LiveDiff[]) => void): void {
  const handler = useRef(onDiffs);
  handler.current = onDiffs;
  const key = gameIds.join(",");
  const subscription = useRef<ReturnType<ReturnType<typeof liveHub>["subscribe"]> | null>(null);
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    const sub = liveHub().subscribe({}, (diffs) => handler.current(diffs));
    subscription.current = sub;
    return () => {
      subscription.current = null;
      sub.close();
    };
  }, []);
  useEffect(() => {
    subscription.current?.update({ games: key === "" ? [] : key.split(",").map(Number) });
  }, [key]);
}
