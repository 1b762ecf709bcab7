/**
 * Responsible gaming at sign-in (the players runtime's SignInGuard; main.ts wires it):
 * - the national register first (when configured and the player's details are complete), so a
 *   player the register has lifted is let in again at once;
 * - time-out and self-exclusion refuse the sign-in (TIMED_OUT, SELF_EXCLUDED) with the shell's
 *   warning key `responsible_gaming_self_exclusion_warning` (spec 001 §8) and when it ends;
 * - a session limit used up in its period refuses it (SESSION_LIMIT_REACHED) until the period ends
 *   (spec 000 §8 `main_session_limit_ended` / `main_session_limit_visit_tomorrow`);
 * - every session started begins a play session.
 */
import type { Db } from "@parlay/db";
import type { UserRow } from "@parlay/db/players";
import type { SelfExclusionRegister } from "@parlay/domain/limits";
import { AppError } from "../../http/errors.ts";
import type { NewPlayerPerson, SignInGuard } from "../session/index.ts";
import { recentPlay, sessionLimitView, startPlaySession } from "./play.ts";
import { registerQueryOf, registerQueryOfUser, requireRegisterAllows } from "./register.ts";
import { inForceOf, settingRows } from "./store.ts";

export const SELF_EXCLUSION_WARNING = "responsible_gaming_self_exclusion_warning";
export const SESSION_LIMIT_KEYS = ["main_session_limit_ended", "main_session_limit_visit_tomorrow"] as const;

/** Refuses with SESSION_LIMIT_REACHED when the session limit is used up at `now`. */
export async function assertSessionTimeLeft(db: Db, userId: bigint, sessionHours: number | null, now: Date) {
  if (sessionHours === null) return;
  const view = sessionLimitView(sessionHours, await recentPlay(db, userId, now), now.getTime());
  if (view && view.loginAllowedAt > now.getTime()) {
    throw new AppError("SESSION_LIMIT_REACHED", undefined, {
      messageKeys: SESSION_LIMIT_KEYS,
      loginAllowedAt: view.loginAllowedAt,
    });
  }
}

export function createSignInGuard(db: Db, register: SelfExclusionRegister | null): SignInGuard {
  return {
    async beforeSignIn(user: UserRow, now: Date) {
      if (register) {
        const query = registerQueryOfUser(user);
        if (query)
          await requireRegisterAllows(db, register, { purpose: "login", query, userId: user.id }, now);
      }
      const state = inForceOf(user.id, await settingRows(db, user.id), now);
      if (!state.restrictions.login && state.restrictions.code) {
        // Refused, but the balance can still be withdrawn: a withdraw-only session (LCCP 3.5, MGA).
        return {
          withdrawOnly: new AppError(state.restrictions.code, undefined, {
            messageKey: SELF_EXCLUSION_WARNING,
            until: state.restrictions.until,
          }),
        };
      }
      await assertSessionTimeLeft(db, user.id, state.sessionHours, now);
      return undefined;
    },
    async afterSignIn(user: UserRow, sessionId: string, now: Date, scope: "withdraw" | null) {
      if (scope === null) await startPlaySession(db, user.id, sessionId, now);
    },
    async beforeRegistration(person: NewPlayerPerson, now: Date) {
      if (!register) return;
      const query = registerQueryOf(person);
      if (query)
        await requireRegisterAllows(db, register, { purpose: "registration", query, userId: null }, now);
    },
  };
}
