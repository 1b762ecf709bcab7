import { isDatabaseUnavailable } from "@parlay/db";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, type ErrorBody } from "./errors.ts";
import { databaseUnavailable } from "./unavailable.ts";

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
    const status = typeof err.statusCode === "number" && err.statusCode >= 400 ? err.statusCode : 500;
    if (status >= 500) request.log.error({ err }, "request failed");
    const body: ErrorBody = {
      error: {
        code: err.code ?? "INTERNAL",
        message: status >= 500 ? "Something went wrong on our side" : err.message,
      },
    };
    return reply.status(status).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: "NOT_FOUND", message: `No route for ${request.method} ${request.url}` } });
  });
}
