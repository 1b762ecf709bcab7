import cookie from "@fastify/cookie";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { Service, ServiceContext } from "./context.ts";
import { apiFallback } from "./http/api-fallback.ts";
import { compression } from "./http/compression.ts";
import { installErrorHandler } from "./http/error-handler.ts";
import { installInputGuard } from "./http/input-guard.ts";
import { type SecurityHeadersOptions, securityHeaders } from "./http/security-headers.ts";
import { healthService } from "./services/health/index.ts";
import { answerBadUrl } from "./ssr/status-page.ts";
import type { TrustProxy } from "./trust-proxy.ts";

export interface AppOptions {
  ctx: ServiceContext;
  services?: Service[];
  logger?: FastifyServerOptions["logger"];
  /** Called last, e.g. to mount the SSR shell as the catch-all. */
  mount?: (app: FastifyInstance) => Promise<void>;
  /** Serve the API explorer at /docs/api in production too (OPENAPI_PUBLIC=1). */
  openApiPublic?: boolean;
  /** Third-party origins the CSP trusts (one-tap sign-in when configured). */
  security?: Omit<SecurityHeadersOptions, "production">;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Brotli/gzip answers (default on); off when a proxy in front compresses (HTTP_COMPRESSION=off). */
  compression?: boolean;
}

/** Builds the Fastify host: schemas, errors, OpenAPI, services. No socket is opened here. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerBadUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuard(app);
  await app.register(cookie);
  // First hooks after the cookie writer: every later route, 404 and error answer carries them.
  await app.register(securityHeaders, { ...options.security, production: options.ctx.env.production });
  // Before any route: its hook is attached to each route declared after it.
  if (options.compression !== false) await app.register(compression);
  await app.register(swagger, {
    openapi: { info: { title: "Parlay API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  // The document is always built (app.swagger() for tooling and tests); the explorer that hands it
  // out maps every route for a prober, so production serves it only when the operator opts in.
  if (!options.ctx.env.production || options.openApiPublic) {
    await app.register(swaggerUi, { routePrefix: "/docs/api" });
  }
  const fallback = apiFallback(app);
  await healthService(app, options.ctx);
  for (const service of options.services ?? []) await service(app, options.ctx);
  // After the services (it answers for their paths), before the shell (whose catch-all it beats).
  await app.register(fallback);
  if (options.mount) await options.mount(app);
  return app;
}
