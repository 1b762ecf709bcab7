import type { HttpFailure } from "@parlay/web";
import type { OfficeDictionary } from "../i18n/index.ts";
import { ERROR_CODES, type ErrorCode } from "../i18n/types.ts";

function isKnown(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

/** 401: the session ended (or never existed); the office then offers Log in rather than Try again. */
export function isSignedOut(failure: HttpFailure): boolean {
  return failure.status === 401;
}

/**
 * What to tell the player about a failed call, in their language: our text for the codes they can
 * meet here, else the server's own message (it names the problem, e.g. the minimum), else a generic line.
 */
export function failureText(failure: HttpFailure, t: OfficeDictionary): string {
  if (failure.kind === "network") return t.common.network;
  if (failure.status === 401) return t.common.signedOut;
  if (isKnown(failure.code)) return t.errors[failure.code];
  if (failure.status >= 500) return t.common.genericError;
  return failure.message || t.common.genericError;
}
