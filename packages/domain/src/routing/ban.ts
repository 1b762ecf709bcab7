import type { PageRoute } from "./types.ts";

/** A player is banned when ban_level is above 0 (spec 001 §4). */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/** The deduce (withdrawal) page opens at ban level 53 on ban version 1, 45 on other versions. */
export function canWithdrawWhileBanned(banLevel: number, banVersion: number): boolean {
  return banVersion === 1 ? banLevel === 53 : banLevel === 45;
}

export function canOpenWhileBanned(
  route: PageRoute,
  user: { banLevel: number; banVersion: number },
): boolean {
  if (!route.meta?.allowedWhileBanned) return false;
  if (route.id === "office.deduce") return canWithdrawWhileBanned(user.banLevel, user.banVersion);
  return true;
}
