import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type { Authenticator } from "./http/auth.ts";

/** What every service receives: its dependencies, nothing global. */
export interface ServiceContext {
  db: Db;
  env: ServerEnv;
  /** Who is calling; provided by the session service (anonymousOnly until it is registered). */
  auth: Authenticator;
}

export interface ServerEnv {
  production: boolean;
  /** Host name used when a request carries none (tests, CLI). */
  defaultHost: string;
}

/** A service is a Fastify plugin that owns its routes; it is registered by the app factory. */
export type Service = (app: FastifyInstance, ctx: ServiceContext) => Promise<void>;
