/**
 * The provider's HTTP surface under its prefix (the site mounts it at /game-sandbox):
 * - GET  /launch?token&game&lang&min_spin_ms — redeems the launch token with the wallet, opens a
 *   provider session and serves the game page (own CSP; framed by the site only).
 * - GET  /launch?mode=demo&token&game&lang&min_spin_ms — checks the site's demo token (signed with
 *   the provider's key, once), opens a demo session on virtual money: no wallet call.
 * - the page's JSON API under /api (Authorization: Bearer <provider session>; CORS for the opaque
 *   origin of the sandboxed frame, without credentials).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { Blackjack } from "./blackjack.ts";
import { clientAssets } from "./bundle.ts";
import { gameByCode } from "./catalogue.ts";
import { checkDemoToken, DEMO_CURRENCY, type DemoWallets } from "./demo.ts";
import { fromWallet, GameError } from "./errors.ts";
import { type GameDeps, rouletteRound, slotRound } from "./games.ts";
import type { LiveTable } from "./live.ts";
import { errorPage, gamePage, newNonce, pageCsp } from "./page.ts";
import type { ProviderSession, SessionStore } from "./sessions.ts";
import { isLang, type Lang } from "./texts.ts";
import { WalletRefusal } from "./wallet-client.ts";

export interface PluginDeps extends GameDeps {
  /** The provider's key (shared with the site): demo launch tokens are signed with it. */
  key: string;
  /** Demo players' virtual balances and the demo tokens used (never the site's wallet). */
  demo: DemoWallets;
  sessions: SessionStore;
  live: LiveTable;
  /** Who may frame the pages (CSP frame-ancestors source list). */
  frameAncestors: string;
  /** The operator's floor under the launch URL's min_spin_ms. */
  minSpinFloorMs: number;
}

const launchQuery = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/),
  game: z.string().max(100),
  lang: z.string().max(10).optional(),
  min_spin_ms: z.coerce.number().int().min(0).max(60_000).optional(),
});
const demoQuery = z.object({
  mode: z.literal("demo"),
  token: z.string().max(600),
  game: z.string().max(100),
  lang: z.string().max(10).optional(),
  min_spin_ms: z.coerce.number().int().min(0).max(60_000).optional(),
});
const rouletteBet = z.union([
  z.strictObject({
    kind: z.enum(["straight", "split", "street", "corner", "sixline"]),
    numbers: z.array(z.number().int().min(0).max(36)).min(1).max(6),
  }),
  z.strictObject({
    kind: z.enum(["column", "dozen"]),
    index: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  }),
  z.strictObject({ kind: z.enum(["red", "black", "odd", "even", "low", "high"]) }),
]);
const layout = z
  .array(z.strictObject({ bet: rouletteBet, stake: z.number().int().positive() }))
  .min(1)
  .max(40);
const bodies = {
  slot: z.strictObject({ lineBet: z.number().int().positive() }),
  roulette: z.strictObject({ bets: layout }),
  deal: z.strictObject({ bet: z.number().int().positive() }),
  move: z.strictObject({ move: z.enum(["hit", "stand", "double", "split", "insure", "decline-insurance"]) }),
  live: z.strictObject({ round: z.number().int().min(0), bets: layout }),
};

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value);
  if (!r.success) throw new GameError(400, "bad_request", z.prettifyError(r.error));
  return r.data;
}

/**
 * A parameter given twice keeps its first value, except `min_spin_ms`, which keeps the largest: the
 * site puts its minimum in the launch URL, and a value appended later cannot lower it.
 */
export function launchParams(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(query)) {
    if (!Array.isArray(v)) out[k] = v;
    else if (k === "min_spin_ms") out[k] = String(Math.max(...v.map((x) => Number(x) || 0)));
    else out[k] = v[0];
  }
  return out;
}

/** Without a `lang` parameter: the first of the player's browser languages the games speak. */
function languageOf(header: string | undefined): Lang {
  for (const part of (header ?? "").split(",")) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLang(tag)) return tag;
  }
  return "en";
}

/** Header-safe hosts only, so a Host header cannot add a CSP directive. */
const SAFE_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-methods": "GET, POST, OPTIONS",
  "access-control-allow-headers": "authorization, content-type",
  "access-control-max-age": "600",
  "cross-origin-resource-policy": "cross-origin",
  "cache-control": "no-store",
};

export async function gameSandboxRoutes(scope: FastifyInstance, deps: PluginDeps): Promise<void> {
  const blackjack = new Blackjack(deps);
  const prefix = scope.prefix;

  scope.setErrorHandler((err: Error & { statusCode?: number }, request, reply) => {
    if (err instanceof GameError)
      return reply.status(err.status).send({ error: { code: err.code, message: err.message, ...err.extra } });
    if (err.statusCode && err.statusCode < 500)
      return reply.status(400).send({ error: { code: "bad_request", message: err.message } });
    request.log.error({ err }, "game sandbox: unexpected error");
    return reply.status(500).send({ error: { code: "unavailable", message: "Unexpected error" } });
  });
  // The site's own headers forbid framing and scripts without the site's nonce; the pages replace
  // them with their own policy, the API answers add CORS for the frame's opaque origin.
  scope.addHook("onSend", async (request, reply) => {
    const path = request.url.slice(prefix.length).split("?")[0] ?? "";
    if (path.startsWith("/api/")) reply.headers(CORS);
    else {
      const nonce = (reply.request as FastifyRequest & { gameNonce?: string }).gameNonce ?? newNonce();
      const origin = SAFE_HOST.test(request.host) ? `${request.protocol}://${request.host}` : null;
      reply.header("content-security-policy", pageCsp(nonce, origin, deps.frameAncestors));
      reply.removeHeader("x-frame-options");
      reply.header("referrer-policy", "no-referrer");
      reply.header("cache-control", "no-store");
    }
  });

  const html = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: (n: string) => string,
  ) => {
    const nonce = newNonce();
    (request as FastifyRequest & { gameNonce?: string }).gameNonce = nonce;
    return reply.status(status).type("text/html; charset=utf-8").send(page(nonce));
  };

  scope.get("/launch", { schema: { hide: true } }, async (request, reply) => {
    const { style, script } = await clientAssets();
    const raw = launchParams(request.query as Record<string, unknown>);
    const lang: Lang =
      typeof raw.lang === "string" && isLang(raw.lang)
        ? raw.lang
        : languageOf(request.headers["accept-language"]);
    if (raw.mode === "demo") {
      // Demo play: the site's signed demo token, once; virtual money, no wallet call at all.
      const d = demoQuery.safeParse(raw);
      const demoGame = d.success ? gameByCode(d.data.game) : undefined;
      const now = deps.now();
      const nonce = d.success && demoGame ? checkDemoToken(deps.key, d.data.token, demoGame.code, now) : null;
      if (!d.success || !demoGame || !nonce || !deps.demo.redeem(nonce, now))
        return html(request, reply, d.success && demoGame ? 403 : 400, (n) => errorPage(lang, n, style));
      const player = deps.demo.open(now);
      const minSpinMs = Math.max(d.data.min_spin_ms ?? 0, deps.minSpinFloorMs);
      const token = deps.sessions.open({
        userId: player.userId,
        currency: DEMO_CURRENCY,
        game: demoGame.code,
        lang,
        minSpinMs,
        expiresAt: player.expiresAt,
        lastRoundAt: null,
        busy: false,
        blackjack: null,
        lastSeenAt: now,
      });
      const boot = {
        game: demoGame.code,
        lang,
        token,
        api: `${prefix}/api`,
        balance: player.balance,
        currency: DEMO_CURRENCY,
        minSpinMs,
        demo: true,
      };
      return html(request, reply, 200, (n) => gamePage(boot, n, script, style));
    }
    const q = launchQuery.safeParse(raw);
    const game = q.success ? gameByCode(q.data.game) : undefined;
    if (!q.success || !game) return html(request, reply, 400, (n) => errorPage(lang, n, style));
    let redeemed: Awaited<ReturnType<typeof deps.wallet.session>>;
    let balance: number;
    try {
      redeemed = await deps.wallet.session(q.data.token);
      if (redeemed.game !== game.code) throw new WalletRefusal(107, "The token is for another game");
      balance = await deps.wallet.balance(redeemed.user_id, redeemed.currency);
    } catch (err) {
      if (!(err instanceof WalletRefusal)) request.log.warn({ err }, "game sandbox: launch failed");
      return html(request, reply, err instanceof WalletRefusal ? 403 : 503, (n) => errorPage(lang, n, style));
    }
    const now = deps.now();
    const minSpinMs = Math.max(q.data.min_spin_ms ?? 0, deps.minSpinFloorMs);
    const session: ProviderSession = {
      userId: redeemed.user_id,
      currency: redeemed.currency,
      game: game.code,
      lang,
      minSpinMs,
      expiresAt: Date.parse(redeemed.expires_at),
      lastRoundAt: null,
      busy: false,
      blackjack: null,
      lastSeenAt: now,
    };
    const token = deps.sessions.open(session);
    const boot = {
      game: game.code,
      lang,
      token,
      api: `${prefix}/api`,
      balance,
      currency: redeemed.currency,
      minSpinMs,
      demo: false,
    };
    return html(request, reply, 200, (n) => gamePage(boot, n, script, style));
  });

  scope.options("/api/*", { schema: { hide: true } }, async (_request, reply) => reply.status(204).send());

  /** The request's provider session for `game`, one request at a time per session. */
  const withSession =
    <T>(
      game: ProviderSession["game"],
      run: (s: ProviderSession, body: unknown) => Promise<T>,
      lock = false,
    ) =>
    async (request: FastifyRequest) => {
      const s = deps.sessions.find(request.headers.authorization, deps.now());
      if (!s || s.game !== game) throw new GameError(401, "session", "No such game session");
      if (!lock) return run(s, request.body);
      if (s.busy) throw new GameError(409, "round_open", "Another request of this session is running");
      s.busy = true;
      try {
        return await run(s, request.body);
      } finally {
        s.busy = false;
      }
    };

  const api = { schema: { hide: true } };
  scope.post(
    "/api/slot/spin",
    api,
    withSession("parlay-fruits", (s, b) => slotRound(deps, s, parse(bodies.slot, b).lineBet)),
  );
  scope.post(
    "/api/roulette/spin",
    api,
    withSession("european-roulette", (s, b) => rouletteRound(deps, s, parse(bodies.roulette, b).bets)),
  );
  scope.get(
    "/api/blackjack",
    api,
    withSession("blackjack", (s) => blackjack.view(s), true),
  );
  scope.post(
    "/api/blackjack/deal",
    api,
    withSession("blackjack", (s, b) => blackjack.deal(s, parse(bodies.deal, b).bet), true),
  );
  scope.post(
    "/api/blackjack/move",
    api,
    withSession("blackjack", (s, b) => blackjack.move(s, parse(bodies.move, b).move), true),
  );
  scope.get(
    "/api/live",
    api,
    withSession("live-roulette", (s) => deps.live.view(s)),
  );
  scope.post(
    "/api/live/bet",
    api,
    withSession("live-roulette", (s, b) => {
      const body = parse(bodies.live, b);
      return deps.live.bet(s, body.round, body.bets);
    }),
  );
  scope.post("/api/balance", api, async (request) => {
    const s = deps.sessions.find(request.headers.authorization, deps.now());
    if (!s) throw new GameError(401, "session", "No such game session");
    try {
      return { balance: await deps.wallet.balance(s.userId, s.currency) };
    } catch (err) {
      throw fromWallet(err);
    }
  });
}
