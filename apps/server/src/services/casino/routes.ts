/**
 * The casino's HTTP routes: the providers' signed wallet API under /casino-api/v1 (its own
 * encapsulated plugin: the raw body is kept for the signature, and every error is answered in the
 * protocol's shape) and the player's launch under /web-api/casino.
 */
import type { CasinoKeyring } from "@parlay/db/casino";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { int4Id } from "../../http/ids.ts";
import { balanceForError, play, rollback, type WalletDeps } from "./play.ts";
import {
  playRequest,
  rollbackRequest,
  SIGNATURE_HEADER,
  sessionRequest,
  WALLET_ERRORS,
  WalletError,
  type WalletErrorBody,
} from "./protocol.ts";
import { createSignerLookup } from "./providers.ts";
import { createLaunch, redeemToken } from "./sessions.ts";

export const CASINO_API = "/casino-api/v1";

const transaction = z.object({ action_id: z.string(), tx_id: z.string(), processed_at: z.string() });
const walletAnswer = z.object({
  balance: z.number().int(),
  game_id: z.string().optional(),
  transactions: z.array(transaction).optional(),
});
const errorAnswer = z.object({
  code: z.number().int(),
  message: z.string(),
  balance: z.number().int().optional(),
});
const errorResponses = { 400: errorAnswer, 403: errorAnswer, 412: errorAnswer, 500: errorAnswer };

/** The parsed JSON of a signed body, or a 400. */
function parse<T>(schema: z.ZodType<T>, raw: string): T {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new WalletError(400, "The body is not JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new WalletError(400, `Bad request: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The user and currency of a body, for the balance of an error answer (best effort). */
function who(raw: unknown): { user?: string; currency?: string } {
  if (typeof raw !== "string") return {};
  try {
    const j = JSON.parse(raw) as { user_id?: unknown; currency?: unknown };
    return {
      ...(typeof j.user_id === "string" ? { user: j.user_id } : {}),
      ...(typeof j.currency === "string" ? { currency: j.currency } : {}),
    };
  } catch {
    return {};
  }
}

/** Fastify's own 4xx (body too large, wrong content type) or a catalogue 4xx (the input guard). */
function clientError(err: FastifyError | AppError): boolean {
  const status = err instanceof AppError ? err.status : err.statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}

export interface CasinoRouteDeps extends WalletDeps {
  /** Opens the providers' sealed signing keys. */
  keys: CasinoKeyring;
  sessionTtlMs?: number;
  /** The process's floor of the minimum spin time for the launch URL (`min_spin_ms`; CASINO_MIN_SPIN_MS). */
  minSpinMs?: number;
  /** The request's site's minimum spin time (`d.modules.casinoMinSpinMs`); the larger of the two applies. */
  siteMinSpin?: (request: FastifyRequest) => Promise<number>;
  /**
   * The player's country for a launch (upper-case ISO 3166 alpha-2; null when the site cannot tell):
   * a game blocked there is refused. The site's resolver (access `visitorCountry`).
   */
  countryOf?: (request: FastifyRequest) => Promise<string | null>;
}

export function walletRoutes(deps: CasinoRouteDeps) {
  const signerOf = createSignerLookup(deps.db, { now: deps.now, keys: deps.keys });
  return async (scope: FastifyInstance) => {
    scope.removeContentTypeParser("application/json");
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.setErrorHandler(
      async (err: FastifyError | AppError | WalletError, request, reply: FastifyReply) => {
        let body: WalletErrorBody;
        if (err instanceof WalletError) body = { code: err.code, message: err.message };
        else if (clientError(err)) body = { code: 400, message: WALLET_ERRORS[400].message };
        else {
          request.log.error({ err }, "casino wallet: unexpected error");
          body = { code: 500, message: WALLET_ERRORS[500].message };
        }
        if (body.code !== 403 && body.code !== 400 && err instanceof WalletError && err.balance !== undefined)
          body.balance = err.balance;
        else if (body.code !== 403 && body.code !== 400) {
          const { user, currency } = who(request.body);
          const balance = await balanceForError(deps.db, user, currency).catch(() => undefined);
          if (balance !== undefined) body.balance = balance;
        }
        return reply.status(WALLET_ERRORS[body.code].status).send(body);
      },
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();

    /** The provider that signed the raw body, or 403. */
    async function signer(request: FastifyRequest): Promise<{ provider: string; raw: string }> {
      const raw = typeof request.body === "string" ? request.body : "";
      const header = request.headers[SIGNATURE_HEADER];
      const provider = await signerOf(raw, typeof header === "string" ? header : undefined);
      if (provider === null) throw new WalletError(403);
      return { provider, raw };
    }

    // The answers are built by this service's own code (typed WalletAnswer / WalletErrorBody), so
    // they are written with plain JSON.stringify rather than checked against the response schemas
    // on every call (bench:casino-wallet); the schemas stay for the OpenAPI document.
    const signed = (description: string, response: z.ZodType) => ({
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
      schema: {
        tags: ["casino"],
        description: `${description} Signed: header X-Request-Sign = hex HMAC-SHA256 of the raw body with the provider's key (docs/casino.md).`,
        body: z.string(),
        response: { 200: response, ...errorResponses },
      },
    });

    app.post(
      `${CASINO_API}/wallet/play`,
      signed("Bets and wins of a round, or the balance.", walletAnswer),
      async (request) => {
        const { provider, raw } = await signer(request);
        return play(deps, provider, parse(playRequest, raw));
      },
    );

    app.post(
      `${CASINO_API}/wallet/rollback`,
      signed("Rollbacks of earlier actions.", walletAnswer),
      async (request) => {
        const { provider, raw } = await signer(request);
        return rollback(deps, provider, parse(rollbackRequest, raw));
      },
    );

    const sessionAnswer = z.object({
      user_id: z.string(),
      currency: z.string(),
      game: z.string(),
      session_id: z.string(),
      expires_at: z.string(),
    });
    app.post(
      `${CASINO_API}/session`,
      signed("Redeems a launch token (once, within 60 s) for the player and currency.", sessionAnswer),
      async (request) => {
        const { provider, raw } = await signer(request);
        const s = await redeemToken(
          deps.db,
          provider,
          parse(sessionRequest, raw).token,
          new Date(deps.now()),
        );
        return {
          user_id: String(s.userId),
          currency: s.currency,
          game: s.game,
          session_id: String(s.sessionId),
          expires_at: s.expiresAt.toISOString(),
        };
      },
    );
  };
}

export function launchRoutes(scope: FastifyInstance, ctx: ServiceContext, deps: CasinoRouteDeps): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/web-api/casino/launch",
    {
      schema: {
        tags: ["casino"],
        description:
          "Launches a game for the signed-in player: a single-use token valid 60 s for the provider, and the session.",
        body: z.strictObject({
          gameId: int4Id,
          /** The page's language: the provider shows the game in it (`lang` in the launch URL). */
          lang: z
            .string()
            .regex(/^[a-z]{2}$/)
            .optional(),
        }),
        response: {
          201: z.object({
            token: z.string(),
            sessionId: z.number().int(),
            tokenExpiresAt: z.string(),
            expiresAt: z.string(),
            url: z.string().nullable(),
          }),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx.auth, request);
      const minSpinMs = Math.max(deps.minSpinMs ?? 0, (await deps.siteMinSpin?.(request)) ?? 0);
      const launch = await createLaunch(deps.db, {
        userId: user.id,
        gameId: request.body.gameId,
        country: (await deps.countryOf?.(request)) ?? null,
        now: new Date(deps.now()),
        ...(deps.sessionTtlMs ? { sessionTtlMs: deps.sessionTtlMs } : {}),
        ...(minSpinMs ? { minSpinMs } : {}),
        ...(request.body.lang ? { lang: request.body.lang } : {}),
      });
      reply.status(201);
      return {
        token: launch.token,
        sessionId: Number(launch.sessionId),
        tokenExpiresAt: launch.tokenExpiresAt.toISOString(),
        expiresAt: launch.expiresAt.toISOString(),
        url: launch.url,
      };
    },
  );
}
