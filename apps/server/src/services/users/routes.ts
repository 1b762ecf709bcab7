import type { FastifyInstance } from "fastify";
import type { Service } from "../../context.ts";
import { playersFor, registerRateLimit } from "../session/index.ts";
import { configRoutes } from "./routes-config.ts";
import { privacyRoutes } from "./routes-privacy.ts";
import { registerRoutes } from "./routes-register.ts";
import { securityRoutes } from "./routes-security.ts";
import { userPageRoutes } from "./routes-user.ts";

/** Registration, the /user page APIs, and the player's own config and settings. */
export const usersService: Service = async (fastify, ctx) => {
  const { rt, auth } = playersFor(ctx);
  await fastify.register(async (scope: FastifyInstance) => {
    await registerRateLimit(scope, rt.sharedRedis);
    registerRoutes(scope, auth);
    userPageRoutes(scope, auth);
    configRoutes(scope, auth);
    securityRoutes(scope, auth);
    privacyRoutes(scope, auth);
  });
};
