import type { MaintenanceConfig } from "./site-config.ts";

/**
 * Maintenance from the site config's schedule at `now` (spec 000 §3 Maintenance config, §4, §8):
 *
 * - `active`: the cookie `maintenance=1`, the `isActive` flag or `web_state` (spec 000 §4), or `now`
 *   inside the scheduled window `[started_at, ended_at)` (parlay: a window without an end lasts
 *   until an operator ends it, one without a start never starts by itself);
 * - `warning`: not active and `now` inside the notice window `[notify_started_at, notify_ended_at)`
 *   (an open end: until the maintenance starts); it carries the window's dates for the text.
 */
export interface MaintenanceState {
  active: boolean;
  warning: { startsAt: number | null; endsAt: number | null } | null;
}

export function maintenanceState(
  config: MaintenanceConfig,
  now: number,
  cookie?: string | undefined,
): MaintenanceState {
  const inWindow =
    config.started_at !== null &&
    now >= config.started_at &&
    (config.ended_at === null || now < config.ended_at);
  const active = cookie === "1" || config.isActive || config.web_state || inWindow;
  const notifying =
    config.notify_started_at !== null &&
    now >= config.notify_started_at &&
    (config.notify_ended_at === null || now < config.notify_ended_at) &&
    // A notice about a window that is over says nothing useful.
    (config.ended_at === null || now < config.ended_at);
  return {
    active,
    warning: !active && notifying ? { startsAt: config.started_at, endsAt: config.ended_at } : null,
  };
}
