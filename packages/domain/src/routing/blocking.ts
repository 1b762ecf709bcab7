/** Block decision from the blocks service (spec 000 §3). */
export interface BlockDecision {
  displayTypeId: number;
  templateTypeId?: number | null;
}

/**
 * The block reason (spec 000 §4): templateTypeId when displayTypeId is 1, except that the
 * force_geo_off cookie lifts a geo block (template 1). Null means not blocked.
 */
export function blockReasonFrom(decision: BlockDecision | null, forceGeoOffCookie?: string): number | null {
  if (decision?.displayTypeId !== 1) return null;
  const reason = decision.templateTypeId ?? 0;
  if (forceGeoOffCookie === "1" && reason === 1) return null;
  return reason;
}

const REASON_PAGES: Record<number, string> = {
  4: "site-updates",
  16: "suspension",
  3: "block",
  1: "block",
  5: "block",
  2: "block",
  14: "block",
  13: "block-ua",
  17: "block-ie",
  8: "coming-soon",
};

/** The blocking page for a reason; reasons without a page (e.g. 0) block nothing visible. */
export function blockPageFor(reason: number | null): string | null {
  return reason === null ? null : (REASON_PAGES[reason] ?? null);
}

/** Maintenance is active by cookie, the isActive flag or web_state (spec 000 §4). */
export function isMaintenanceActive(
  cookie: string | undefined,
  config: { isActive: boolean; web_state: boolean },
): boolean {
  return cookie === "1" || config.isActive || config.web_state;
}
