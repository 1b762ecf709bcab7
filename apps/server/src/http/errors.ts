/**
 * The catalogue of stable error codes the services answer with. A code never changes meaning;
 * clients may branch on `code`, people read `message`.
 */
export const ERRORS = {
  VALIDATION: { status: 400, message: "The request is not valid" },
  NOT_FOUND: { status: 404, message: "Not found" },
  UNAUTHORIZED: { status: 401, message: "Sign in first" },
  FORBIDDEN: { status: 403, message: "Not allowed" },
  NO_SITE_CONFIG: { status: 404, message: "No site config for this domain" },
  UNKNOWN_CONFIG_GROUP: { status: 400, message: "Unknown config group" },
  SITE_CONFIG_INVALID: { status: 500, message: "The site config of this domain is broken" },
  CONFLICT: { status: 409, message: "Conflict" },
  INTERNAL: { status: 500, message: "Something went wrong on our side" },
} as const;

export type ErrorCode = keyof typeof ERRORS;

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

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}
