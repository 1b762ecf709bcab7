import { isDatabaseUnavailable } from "@parlay/db";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, ERRORS, type ErrorBody, type ErrorCode } from "./errors.ts";
import { databaseUnavailable } from "./unavailable.ts";

/**
 * The catalogue code of an error that is not ours (Fastify's body parser, a plugin): by its status,
 * so every answer's `code` is one of the catalogue's (Fastify's own FST_ERR_… names never leave).
 */
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  400: "VALIDATION",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** Another 4xx is a VALIDATION (400), another 5xx an INTERNAL (500). */
function foreignErrorCode(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? "INTERNAL" : "VALIDATION");
}

/** Bad input is a 4xx with a clear message; only our own faults are 500s. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { error: { code: err.code, message: err.message, details: err.details } };
      return reply.status(err.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: `${err.validationContext ?? "request"}${v.instancePath.replaceAll("/", ".")}`,
        message: v.message ?? "invalid",
      }));
      const text = issues.map((i) => `${i.path}: ${i.message}`).join("; ");
      const body: ErrorBody = { error: { code: "VALIDATION", message: text, details: issues } };
      return reply.status(400).send(body);
    }
    // The database's outage is not the request's fault nor a bug: 503, no PostgreSQL code or text.
    if (isDatabaseUnavailable(err)) return databaseUnavailable(request, reply);
    const code = foreignErrorCode(
      typeof err.statusCode === "number" && err.statusCode >= 400 && err.statusCode <= 599
        ? err.statusCode
        : 500,
    );
    const status = ERRORS[code].status;
    if (status >= 500) request.log.error({ err }, "request failed");
    const body: ErrorBody = { error: { code, message: status >= 500 ? ERRORS[code].message : err.message } };
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: { code: "NOT_FOUND", message: `No route for ${request.method} ${request.url}` },
    };
    reply.status(404).send(body);
  });
}
