/**
 * Demo play's policy (docs/casino.md "Demo play"): the site config's `casinoDemoPlay` (off | open |
 * verified) for the visitor's country, narrowed by each game's own `demo_allowed`. The shell tells
 * the casino remote the site's policy as a render feature (mf-features), since remotes never read
 * the config; the server decides again on every demo launch.
 */

/** A game's demo play on this site, strictest last: none < verified < open. */
export type DemoPolicy = "none" | "open" | "verified";

/** The site config's words for it (`d.modules.casinoDemoPlay`). */
export type SiteDemoPlay = "off" | "open" | "verified";

export const DEMO_FEATURE_OPEN = "casino-demo";
export const DEMO_FEATURE_VERIFIED = "casino-demo-verified";

/** The render feature the shell sends for the site's demo play (none when it is off). */
export function demoFeatures(site: SiteDemoPlay): string[] {
  if (site === "open") return [DEMO_FEATURE_OPEN];
  if (site === "verified") return [DEMO_FEATURE_VERIFIED];
  return [];
}

/** The site's demo play from the render features (`off` when the shell says nothing). */
export function demoFromFeatures(features: readonly string[]): DemoPolicy {
  if (features.includes(DEMO_FEATURE_VERIFIED)) return "verified";
  if (features.includes(DEMO_FEATURE_OPEN)) return "open";
  return "none";
}

const RANK: Record<DemoPolicy, number> = { none: 0, verified: 1, open: 2 };

/** The stricter of two policies (the site's and the game's, or two sources of the site's). */
export function stricterDemo(a: DemoPolicy, b: DemoPolicy): DemoPolicy {
  return RANK[a] <= RANK[b] ? a : b;
}

/** A game's policy: none unless the game allows demo play, else the site's. */
export function gameDemo(site: SiteDemoPlay, gameAllows: boolean): DemoPolicy {
  return !gameAllows || site === "off" ? "none" : site;
}
