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
import { installErrorHandler } from "./http/error-handler.ts";
import { installInputGuard } from "./http/input-guard.ts";
import { healthService } from "./services/health/routes.ts";
import { answerBadUrl } from "./ssr/status-page.ts";

export interface AppOptions {
  ctx: ServiceContext;
  services?: Service[];
  logger?: FastifyServerOptions["logger"];
  /** Called last, e.g. to mount the SSR shell as the catch-all. */
  mount?: (app: FastifyInstance) => Promise<void>;
}

/** Builds the Fastify host: schemas, errors, OpenAPI, services. No socket is opened here. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: answerBadUrl,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installInputGuard(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: { info: { title: "Parlay API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: "/docs/api" });
  const fallback = apiFallback(app);
  await healthService(app, options.ctx);
  for (const service of options.services ?? []) await service(app, options.ctx);
  // After the services (it answers for their paths), before the shell (whose catch-all it beats).
  await app.register(fallback);
  if (options.mount) await options.mount(app);
  return app;
}
