import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

declare module "fastify" {
  interface FastifyRequest {
    /** This answer's CSP nonce: every inline script of the page must carry it. */
    cspNonce: string;
  }
  interface FastifyInstance {
    /**
     * The headers for an answer that never reached the request hooks (Fastify's own refusal of a
     * URL it cannot decode): the same protections, with a policy that allows no script at all.
     */
    lockedDownHeaders: Record<string, string>;
  }
}

/** For answers that carry no script of ours: nothing may run, load or frame them. */
export function lockedDownHeaders(production: boolean): Record<string, string> {
  return {
    "content-security-policy":
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": PERMISSIONS_POLICY,
    ...(production ? { "strict-transport-security": "max-age=31536000; includeSubDomains" } : {}),
  };
}

export interface SecurityHeadersOptions {
  /** HSTS and Secure on every cookie only in production (TLS at the edge). */
  production: boolean;
  /**
   * Origins of third-party sign-in (the one-tap client script and its issuer) when it is configured:
   * allowed to load scripts, styles, frames and be fetched from, nothing else.
   */
  trustedOrigins?: string[];
  /**
   * Where casino games may be framed from (docs/casino.md "Lobby"): the game providers' origins, and
   * `'self'` for a provider served by this process. Framed games run sandboxed without
   * allow-same-origin; they may frame, nothing else.
   */
  gameFrameOrigins?: string[];
}

/** Only the browser's own features the site uses; payment stays ours (the deposit flow). */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(self), usb=()";

/** Header-safe hosts only: a Host header may not smuggle a `;` and a directive into our CSP. */
const SAFE_HOST = /^[a-z0-9.-]+(?::\d{1,5})?$|^\[[0-9a-f:.]+\](?::\d{1,5})?$/i;

/**
 * Security headers on every answer (pages, JSON, assets, remote renders, errors, 404s): a
 * Content-Security-Policy whose scripts are 'self' plus this request's nonce (no 'unsafe-inline',
 * no 'unsafe-eval'), no framing, nosniff, a strict referrer, a Permissions-Policy; HSTS and Secure
 * cookies in production. Styles allow 'unsafe-inline': React style attributes, remotes' <style> and
 * the payment sandbox's inline style cannot carry a nonce, and a style cannot run code.
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const trusted = (opts.trustedOrigins ?? []).flatMap((o) => originOf(o) ?? []);
    const frames = [
      ...trusted,
      ...(opts.gameFrameOrigins ?? []).flatMap((o) => (o === "'self'" ? [o] : (originOf(o) ?? []))),
    ];
    // Helmet calls directive functions with the raw request: the nonce and socket origin ride on it.
    const perRequest = new WeakMap<IncomingMessage, { nonce: string; socket: string | null }>();
    app.decorateRequest("cspNonce", "");
    app.decorate("lockedDownHeaders", lockedDownHeaders(opts.production));
    // Before helmet's own onRequest hook (registered below), so its directives can read the nonce.
    app.addHook("onRequest", async (request) => {
      request.cspNonce = randomBytes(16).toString("base64");
      const host = request.host;
      // CSP 3 lets 'self' cover ws(s) of our own host; older engines need it spelled out.
      const socket = SAFE_HOST.test(host) ? `${request.protocol === "https" ? "wss" : "ws"}://${host}` : null;
      perRequest.set(request.raw, { nonce: request.cspNonce, socket });
    });
    const nonceOf = (req: IncomingMessage) => `'nonce-${perRequest.get(req)?.nonce ?? "missing"}'`;
    const socketOf = (req: IncomingMessage) => perRequest.get(req)?.socket ?? "'self'";
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", nonceOf, ...trusted],
          scriptSrcAttr: ["'none'"],
          styleSrc: ["'self'", "'unsafe-inline'", ...trusted],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'", socketOf, ...trusted],
          // The captcha (ALTCHA) solves its proof of work in workers it starts from blob: URLs.
          workerSrc: ["'self'", "blob:"],
          frameSrc: frames.length ? frames : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // No upgrade-insecure-requests: every resource is same-origin, which HSTS already keeps on
          // TLS, and the directive would break a production build tried on http://localhost.
        },
      },
      hsts: opts.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      frameguard: { action: "deny" },
      // One-tap sign-in opens the provider's popup, which must still reach back to this window.
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    });
    app.addHook("onRequest", async (_request, reply) => {
      reply.header("permissions-policy", PERMISSIONS_POLICY);
    });
    if (opts.production) {
      // Every Set-Cookie, whoever wrote it (sessions, team-cash, the shell's actions), is Secure.
      app.addHook("onSend", async (_request, reply) => {
        const raw = reply.getHeader("set-cookie");
        if (raw === undefined) return;
        const cookies = (Array.isArray(raw) ? raw : [String(raw)]).map((c) =>
          /;\s*secure\b/i.test(c) ? c : `${c}; Secure`,
        );
        // reply.header appends to Set-Cookie, so the old list goes first.
        reply.removeHeader("set-cookie");
        reply.header("set-cookie", cookies);
      });
    }
  },
  { name: "parlay-security-headers", fastify: "5.x" },
);

function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}
