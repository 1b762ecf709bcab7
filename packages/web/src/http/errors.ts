/**
 * What a failed call turns into (spec 000 §8 error catalogue). Every failure has a kind, an HTTP
 * status, a stable code and a message, so forms can branch on `code` and show `message`. The codes
 * are the server's catalogue (@parlay/contracts/errors, types only: nothing of it reaches the page)
 * plus the toolkit's own NETWORK, CLOSE and HTTP_<status>.
 */
import type { ClientFailureCode, ErrorCode, FailureCode, PlayerErrorCode } from "@parlay/contracts/errors";

export type { ClientFailureCode, ErrorCode, FailureCode };

/** A cancelled request: status "close", code 499 (spec 000 §8). */
export const CLOSED_STATUS = 499;

export type HttpFailureKind =
  /** The server answered an error status. */
  | "http"
  /** fetch itself failed: offline, DNS, connection reset. */
  | "network"
  /** The request was cancelled (aborted, or the player closed the captcha). */
  | "close"
  /** 451 with exception_code 1: the player must accept the new terms first. */
  | "terms";

export interface HttpFailure {
  kind: HttpFailureKind;
  status: number;
  /** A catalogue code when one of our services answered, else the toolkit's own (see `catalogueCode`). */
  code: FailureCode;
  message: string;
  details?: unknown;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** JSON-API errors (`{ errors: [{ detail }] }`) are joined by their detail texts. */
export function jsonApiMessage(body: unknown): string | null {
  if (!isObject(body) || !Array.isArray(body.errors)) return null;
  const texts = body.errors
    .map((e) => (isObject(e) ? (e.detail ?? e.title) : null))
    .filter((t): t is string => typeof t === "string" && t.trim() !== "");
  return texts.length ? texts.join("; ") : null;
}

const httpCode = (status: number): ClientFailureCode => `HTTP_${status}`;

/** The toolkit's own codes: the call never got one of our error answers. */
export function isClientFailureCode(code: FailureCode): code is ClientFailureCode {
  return code === "NETWORK" || code === "CLOSE" || code.startsWith("HTTP_");
}

/**
 * The catalogue code of a failure, or null when our services did not answer one (network, cancel,
 * a body that is not ours). Player client maps are `Record<PlayerErrorCode, …>`, read with
 * `entryFor`: look the code up only when this is not null. The server sends only catalogue codes (its error handler maps every other error to
 * one), so the code is trusted as it comes.
 */
export function catalogueCode(failure: Pick<HttpFailure, "code">): ErrorCode | null {
  return isClientFailureCode(failure.code) ? null : failure.code;
}

/**
 * A player client's entry for a catalogue code. Its maps are exhaustive over the codes a player's
 * page can meet (PlayerErrorCode); a back-office code, or none, finds nothing.
 */
export function entryFor<V>(
  map: Readonly<Record<PlayerErrorCode, V>>,
  code: ErrorCode | null,
): V | undefined {
  return code !== null && Object.hasOwn(map, code) ? map[code as PlayerErrorCode] : undefined;
}

/** An error status, or 500 when there is none to trust (spec 000 §8: "error status code falls back to 500"). */
export function errorStatus(status: number | undefined): number {
  return typeof status === "number" && status >= 400 && status <= 599 ? status : 500;
}

/**
 * Reads a failed answer: our services' `{ error: { code, message, details } }`, a JSON-API
 * `{ errors: [...] }`, or anything else (the status text then).
 */
export function failureFrom(status: number, body: unknown, statusText = ""): HttpFailure {
  const code = errorStatus(status);
  if (isObject(body) && isObject(body.error)) {
    const e = body.error;
    return {
      kind: "http",
      status: code,
      code: typeof e.code === "string" && e.code !== "" ? (e.code as ErrorCode) : httpCode(code),
      message: typeof e.message === "string" ? e.message : statusText || `HTTP ${code}`,
      details: e.details,
    };
  }
  const joined = jsonApiMessage(body);
  if (joined !== null) return { kind: "http", status: code, code: httpCode(code), message: joined };
  if (isObject(body) && typeof body.message === "string") {
    return { kind: "http", status: code, code: httpCode(code), message: body.message, details: body };
  }
  return { kind: "http", status: code, code: httpCode(code), message: statusText || `HTTP ${code}` };
}

export function networkFailure(error: unknown): HttpFailure {
  return {
    kind: "network",
    status: 0,
    code: "NETWORK",
    message: error instanceof Error ? error.message : "Network error",
  };
}

export function closedFailure(): HttpFailure {
  return { kind: "close", status: CLOSED_STATUS, code: "CLOSE", message: "The request was cancelled" };
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === "object" &&
    error !== null &&
    "name" in error &&
    ((error as { name: unknown }).name === "AbortError" ||
      (error as { name: unknown }).name === "TimeoutError")
  );
}

/** The `details` of a failure as an object, for reading numeric client codes. */
export function detailsOf(failure: HttpFailure): Json {
  return isObject(failure.details) ? failure.details : {};
}

/** 451 with exception_code 1 (spec 000 §8), wherever the server put the code. */
export function isTermsRefusal(status: number, body: unknown): boolean {
  if (status !== 451 || !isObject(body)) return false;
  if (body.exception_code === 1) return true;
  const error = isObject(body.error) ? body.error : null;
  return error?.exception_code === 1 || (isObject(error?.details) && error.details.exception_code === 1);
}
