import type { Db } from "@parlay/db";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ServiceContext } from "../../context.ts";
import type { Authenticator, AuthUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { ANONYMOUS, assertCsrf } from "./csrf.ts";
import { createPlayersRuntime, type PlayersRuntime, type PlayersSetup, runtimeFor } from "./runtime.ts";
import { type ActiveSession, readSession } from "./sessions.ts";
import { withdrawScopeAllows } from "./withdraw-scope.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The real Authenticator, plus what the players services need beyond it. */
export interface SessionAuthenticator extends Authenticator {
  runtime: PlayersRuntime;
  /** The live session (memoised per request); no CSRF check. */
  sessionFrom(request: FastifyRequest): Promise<ActiveSession | null>;
  /** 401 unless signed in. */
  requireSession(request: FastifyRequest): Promise<ActiveSession>;
  /** preHandler for state-changing routes: CSRF unless the caller proved itself with a bearer token. */
  csrfGuard(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const authenticators = new WeakMap<PlayersRuntime, SessionAuthenticator>();

export function authenticatorFor(rt: PlayersRuntime): SessionAuthenticator {
  const existing = authenticators.get(rt);
  if (existing) return existing;
  const memo = new WeakMap<FastifyRequest, Promise<ActiveSession | null>>();
  const sessionFrom = (request: FastifyRequest) => {
    let p = memo.get(request);
    if (!p) {
      p = readSession(rt, request);
      memo.set(request, p);
    }
    return p;
  };
  const auth: SessionAuthenticator = {
    runtime: rt,
    sessionFrom,
    async userFrom(request): Promise<AuthUser | null> {
      const s = await sessionFrom(request);
      if (!s) return null;
      if (s.row.scope === "withdraw" && !withdrawScopeAllows(request)) throw new AppError("WITHDRAW_ONLY");
      // Any service's state-changing call made with the session cookie must carry the CSRF token;
      // a bearer token cannot be attached by another site, so it needs none.
      if (s.via === "cookie" && !SAFE_METHODS.has(request.method)) {
        assertCsrf(rt.keys.csrf, request, undefined, s.row.id);
      }
      return { id: s.row.user_id, sessionId: s.row.id, scope: s.row.scope };
    },
    async requireSession(request) {
      const s = await sessionFrom(request);
      if (!s) throw new AppError("UNAUTHORIZED");
      if (s.row.scope === "withdraw" && !withdrawScopeAllows(request)) throw new AppError("WITHDRAW_ONLY");
      return s;
    },
    async csrfGuard(request, reply) {
      const s = await sessionFrom(request);
      if (s?.via === "bearer") return;
      assertCsrf(rt.keys.csrf, request, reply, s ? s.row.id : ANONYMOUS);
    },
  };
  authenticators.set(rt, auth);
  return auth;
}

/**
 * The Authenticator the lead puts in ServiceContext. Registers the players runtime for `db`, so
 * `playersServices` mounted on the same database share its secrets, clock and settings.
 */
export function createSessionAuthenticator(db: Db, setup: PlayersSetup): SessionAuthenticator {
  return authenticatorFor(createPlayersRuntime(db, setup));
}

/** The runtime and authenticator a players service uses for its context. */
export function playersFor(ctx: ServiceContext): { rt: PlayersRuntime; auth: SessionAuthenticator } {
  const rt = runtimeFor(ctx);
  return { rt, auth: authenticatorFor(rt) };
}
