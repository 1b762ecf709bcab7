/**
 * The server's side of the error catalogue. The codes themselves, their statuses and default texts
 * live in @parlay/contracts/errors, the one place a code is added (clients type their maps from the
 * same list); docs/errors.md says when each is raised.
 */
import { ERRORS, type ErrorCode } from "@parlay/contracts/errors";

export { ERROR_CODES, ERRORS, type ErrorBody, type ErrorCode } from "@parlay/contracts/errors";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor(code: ErrorCode, message?: string, details?: unknown) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
    this.details = details;
  }
}

/** A catalogue code, or null for any other text (e.g. a stored answer of an older version). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === "string" && Object.hasOwn(ERRORS, code);
}
