import type { FastifyReply, FastifyRequest } from "fastify";
import { ERRORS, type ErrorBody } from "./errors.ts";

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_S = 5;

/**
 * The API's answer while the database is unreachable: 503 DATABASE_UNAVAILABLE with Retry-After.
 * Nothing of the driver's error reaches the client; the connection watch logs the outage once, so
 * each request only leaves a debug line.
 */
export function databaseUnavailable(request: FastifyRequest, reply: FastifyReply) {
  request.log.debug("database unavailable");
  const body: ErrorBody = {
    error: { code: "DATABASE_UNAVAILABLE", message: ERRORS.DATABASE_UNAVAILABLE.message },
  };
  return reply.status(503).header("retry-after", String(RETRY_AFTER_S)).send(body);
}

/**
 * The page shown instead of the shell while the database is unreachable. Self-contained (no
 * scripts, styles or config, which all need the database or a build) and English: the site's
 * translations live in the database too. It reloads itself after the Retry-After delay.
 */
export const UNAVAILABLE_PAGE = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta http-equiv="refresh" content="${RETRY_AFTER_S * 3}">
<title>Temporarily unavailable</title>
</head>
<body>
<h1>We will be right back</h1>
<p>The site is briefly unavailable. Your balance and bets are safe; this page reloads by itself.</p>
<p><a href="/">Try again</a></p>
</body>
</html>
`;

export function sendUnavailablePage(reply: FastifyReply) {
  return reply
    .status(503)
    .header("retry-after", String(RETRY_AFTER_S))
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(UNAVAILABLE_PAGE);
}
