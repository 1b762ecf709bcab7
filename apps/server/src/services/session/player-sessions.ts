import { listUserSessions, signInHistory } from "@parlay/db/players";
import { sessionExpiresAt } from "@parlay/domain/players";
import type { PlayersRuntime } from "./runtime.ts";
import { type ActiveSession, lifetimesOf } from "./sessions.ts";

/** GET /web-api/user/sessions: the player's live sessions, newest activity first. */
export async function liveSessions(rt: PlayersRuntime, s: ActiveSession) {
  const now = rt.now();
  const rows = await listUserSessions(rt.db, s.row.user_id);
  const sessions = rows.flatMap((row) => {
    const times = { createdAt: row.created_at, lastSeenAt: row.last_seen_at, endedAt: row.ended_at };
    const expiresAt = sessionExpiresAt(times, lifetimesOf(rt, row.remember));
    if (expiresAt <= now) return [];
    return [
      {
        id: row.id,
        current: row.id === s.row.id,
        createdAt: row.created_at.toISOString(),
        lastSeenAt: row.last_seen_at.toISOString(),
        expiresAt: expiresAt.toISOString(),
        remember: row.remember,
        ip: row.ip,
        userAgent: row.user_agent,
        device: row.fingerprint ? row.fingerprint.slice(0, 12) : null,
      },
    ];
  });
  return { sessions };
}

/** GET /web-api/user/login-history: the player's last 20 sign-ins, newest first. */
export async function loginHistory(rt: PlayersRuntime, s: ActiveSession) {
  const rows = await signInHistory(rt.db, s.row.user_id, 20);
  return {
    logins: rows.map((row) => ({
      at: row.created_at.toISOString(),
      ip: row.ip,
      userAgent: row.user_agent,
      current: row.id === s.row.id,
      endedAt: row.ended_at ? row.ended_at.toISOString() : null,
      endReason: row.end_reason,
    })),
  };
}
