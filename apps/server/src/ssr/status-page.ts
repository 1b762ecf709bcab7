import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { isApiPath } from "../http/api-fallback.ts";
import { AppError, type ErrorBody } from "../http/errors.ts";

const TITLES: Record<number, string> = {
  400: "This address is not valid",
  404: "This page could not be found",
};

/**
 * A page request the shell cannot render (an undecodable path, a NUL byte, a Host that is no host
 * name) gets a plain status page, like the shell's fallback page: no site, no loader, nothing
 * that can fail again. It is never cached or indexed.
 */
export function statusPage(status: number): string {
  const title = TITLES[status] ?? "This request could not be served";
  return `<!doctype html>
<html lang="en" dir="ltr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body><main class="status-page" data-status="${status}"><p aria-hidden="true">${status}</p><h1>${title}</h1><a href="/">Go to the home page</a></main></body>
</html>
`;
}

/** A URL can be built from it, and it is no longer than a DNS name with a port. */
export function isServableHost(host: string): boolean {
  return host.length <= 260 && URL.canParse(`http://${host}/`);
}

/**
 * The shell's error handler: bad input on a page path (4xx) is the status page in HTML, not the
 * APIs' JSON; anything else goes on to the app's handler.
 */
export function pageErrorHandler(
  err: FastifyError | AppError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = err instanceof AppError ? err.status : err.statusCode;
  if (status === undefined || status < 400 || status >= 500) throw err;
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(statusPage(status));
}

/**
 * Fastify's own refusals before routing (a path that does not percent-decode, such as /%E0%A4%A):
 * the catalogue's JSON under the API prefixes, the status page anywhere else.
 */
export function answerBadUrl(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  // Refused before any hook ran: the security headers are set here (docs/security.md).
  reply.headers(request.server.lockedDownHeaders ?? {});
  if (isApiPath(request.url)) {
    const body: ErrorBody = { error: { code: "VALIDATION", message: "The request's URL is not valid" } };
    return reply.status(status).send(body);
  }
  return reply
    .status(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(statusPage(status));
}
