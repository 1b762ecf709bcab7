import {
  applyPlayerSettings,
  applyTheme,
  browserHttp,
  type DisplaySettings,
  PLAYER_SETTINGS_PATH,
  storedDisplaySettings,
} from "@parlay/web";
import { useEffect } from "react";

/**
 * The player's settings follow them to any browser (spec 001 §3): at load, a signed-in player's
 * settings are read from the server and mirrored here (local storage for the coupon and the betting
 * remote, `data-theme` and `data-font-size` on the root for the CSS variables). A guest keeps what
 * this browser last had. Renders nothing.
 */
export function PlayerSettingsSync({ authenticated }: { authenticated: boolean }) {
  useEffect(() => {
    // What this browser last knew first (no flash on the second page), then the server's answer.
    applyTheme(document, storedDisplaySettings());
    if (!authenticated) return;
    const abort = new AbortController();
    void browserHttp()
      .request<{ global: DisplaySettings & Record<string, unknown> }>({
        method: "GET",
        path: PLAYER_SETTINGS_PATH,
        signal: abort.signal,
      })
      .then((res) => {
        if (res.ok && !abort.signal.aborted) applyPlayerSettings(res.data.global);
      });
    return () => abort.abort();
  }, [authenticated]);
  return null;
}
