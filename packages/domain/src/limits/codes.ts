/**
 * Catalogue codes of the limits service (issue 15). A refused action answers one of these and
 * changes nothing. `apps/server/src/http/errors.ts` carries them with the same status and message
 * (a test keeps them equal; docs/responsible-gaming.md).
 */
export const LIMIT_CODES = {
  // Enforcement (checks.ts, session.ts, register.ts).
  LIMIT_DEPOSIT_EXCEEDED: { status: 403, message: "This deposit would exceed your deposit limit" },
  LIMIT_WAGER_EXCEEDED: { status: 403, message: "This stake would exceed your wagering limit" },
  LIMIT_LOSS_EXCEEDED: { status: 403, message: "This stake could exceed your loss limit" },
  SELF_EXCLUDED: { status: 403, message: "Your account is self-excluded" },
  TIMED_OUT: { status: 403, message: "Your account is taking a break (time-out)" },
  SELF_EXCLUSION_ENDED: {
    status: 403,
    message: "Your self-exclusion has ended; ask to reopen your account to play again",
  },
  REOPEN_COOLING_OFF: { status: 403, message: "Your account reopens 24 hours after you asked" },
  SESSION_LIMIT_REACHED: { status: 403, message: "You have reached your session time limit" },
  REGISTER_EXCLUDED: { status: 403, message: "You are registered with a national self-exclusion scheme" },
  REGISTER_UNAVAILABLE: {
    status: 503,
    message: "The national self-exclusion register could not be checked; try again shortly",
  },
  // Changes (changes.ts, questionnaire.ts).
  LIMIT_VALUE_NOT_ALLOWED: { status: 422, message: "This value cannot be chosen for this limit" },
  LIMIT_CANNOT_SHORTEN: { status: 409, message: "A self-exclusion or time-out can only be extended" },
  LIMIT_NO_PENDING_CHANGE: { status: 409, message: "There is no pending change of this limit" },
  LIMIT_PENDING_NOT_CONFIRMABLE_YET: {
    status: 409,
    message: "A raised limit can be confirmed only 24 hours after you asked",
  },
  LIMIT_PENDING_LAPSED: { status: 409, message: "This pending change was not confirmed in time" },
  LIMIT_QUESTIONNAIRE_FAILED: { status: 403, message: "The change needs the questionnaire to be passed" },
  LIMIT_TYPE_NOT_AVAILABLE: { status: 404, message: "This limit is not offered on this site" },
} as const satisfies Record<string, { status: number; message: string }>;

export type LimitCode = keyof typeof LIMIT_CODES;
