import type { FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/** The signed-in player behind a request, as the session service establishes it. */
export interface AuthUser {
  id: bigint;
  sessionId: string;
  /** "withdraw": a self-excluded or timed-out player's withdraw-only session (issue 15). */
  scope?: "withdraw" | null;
}

/**
 * How services learn who is calling. The session service provides the real one; until a request
 * carries a valid session, `userFrom` answers null.
 */
export interface Authenticator {
  userFrom(request: FastifyRequest): Promise<AuthUser | null>;
}

export const anonymousOnly: Authenticator = { userFrom: async () => null };

/** For routes that need a signed-in player: 401 otherwise. */
export async function requireUser(auth: Authenticator, request: FastifyRequest): Promise<AuthUser> {
  const user = await auth.userFrom(request);
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}
