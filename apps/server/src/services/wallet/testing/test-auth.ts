import type { FastifyRequest } from "fastify";
import type { Authenticator } from "../../../http/auth.ts";

/** Header a test sends to say who it is. */
export const TEST_USER_HEADER = "x-test-user-id";

/**
 * TEST DOUBLE — never mount in production. Maps the `x-test-user-id` header to a signed-in player,
 * standing in for the session service (built concurrently by another engineer).
 */
export const headerTestAuthenticator: Authenticator = {
  async userFrom(request: FastifyRequest) {
    const value = request.headers[TEST_USER_HEADER];
    if (typeof value !== "string" || !/^\d{1,18}$/.test(value)) return null;
    return { id: BigInt(value), sessionId: `test-session-${value}` };
  },
};

export function asUser(userId: bigint): Record<string, string> {
  return { [TEST_USER_HEADER]: userId.toString() };
}
