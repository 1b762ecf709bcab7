import type { FastifyRequest } from "fastify";
import type { PlayersRuntime } from "../session/index.ts";

/**
 * Links in messages point at the host the request came to. That host is safe to use: it already
 * resolved to one of our sites (an unknown Host header gets 404 before any message is written),
 * so a forged Host cannot send a reset link to someone else's domain. Production links are https.
 */
export function originOf(rt: PlayersRuntime, request: FastifyRequest): string {
  const protocol = rt.production ? "https" : request.protocol;
  return `${protocol}://${rt.hostOf(request)}`;
}

/** The shell's /{lng}/user/{name}?token=… pages (spec 001 §2 "Routes under /user"). */
export function userLink(
  rt: PlayersRuntime,
  request: FastifyRequest,
  lng: string,
  name: "accountverify" | "activate" | "activatefast" | "passwordreset" | "stopnewsletter",
  token: string,
): string {
  return `${originOf(rt, request)}/${lng}/user/${name}?token=${encodeURIComponent(token)}`;
}
