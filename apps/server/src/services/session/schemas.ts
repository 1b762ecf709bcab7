import {
  checkSessionAnswer,
  csrfAnswer,
  getTokenAnswer,
  successAnswer,
  tokenData,
} from "@parlay/contracts/players";
import { z } from "zod";

/** Shapes of the session routes (docs/players.md "Sessions and tokens"). */

/** The answers the browser reads are the shared contracts (@parlay/contracts/players). */
export { checkSessionAnswer, csrfAnswer, getTokenAnswer, successAnswer, tokenData };

export const sessionAnswer = z.object({
  authenticated: z.boolean(),
  user_id: z.number().int().nullable(),
  /** ISO time the session ends if nothing else happens (idle or absolute limit). */
  expiresAt: z.string().nullable(),
  csrfToken: z.string(),
});

export const tokenQuery = z.object({
  force_refresh: z.enum(["true", "false", "1", "0"]).optional(),
});

export const logoutBody = z.object({ all: z.boolean().optional() }).strict().optional();

export const sessionIdParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, "id must be a session id from GET /web-api/user/sessions"),
});

export const sessionItem = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  remember: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** A short device fingerprint hash when the sign-in carried one. */
  device: z.string().nullable(),
});
export const sessionsAnswer = z.object({ sessions: z.array(sessionItem) });
export const endedAnswer = z.object({ success: z.boolean(), ended: z.number().int() });

export const loginHistoryAnswer = z.object({
  logins: z.array(
    z.object({
      at: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      current: z.boolean(),
      endedAt: z.string().nullable(),
      endReason: z.string().nullable(),
    }),
  ),
});
