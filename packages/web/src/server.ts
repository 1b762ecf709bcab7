/** @parlay/web/server — the toolkit's server-side pieces (read the environment; never in a browser bundle). */
export { oneTapClientIdFor, oneTapScriptUrl } from "./auth/one-tap-config.ts";
