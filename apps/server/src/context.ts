import type { Db } from "@parlay/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Authenticator } from "./http/auth.ts";

/** What every service receives: its dependencies, nothing global. */
export interface ServiceContext {
  db: Db;
  env: ServerEnv;
  /** Who is calling; provided by the session service (anonymousOnly until it is registered). */
  auth: Authenticator;
  /**
   * The visitor's country (ISO 3166 alpha-2) as the site resolves it: the CDN's header where it is
   * trusted, else GeoIP of the address (access/geoip.ts `visitorCountry`). Rules the server enforces
   * per country (the site config's groups through `siteGroup`) read it; without it (tests, CLI) they
   * read the request's `x-country-code` header.
   */
  countryOf?: (request: FastifyRequest) => Promise<string | null>;
}

export interface ServerEnv {
  production: boolean;
  /** Host name used when a request carries none (tests, CLI). */
  defaultHost: string;
}

/** A service is a Fastify plugin that owns its routes; it is registered by the app factory. */
export type Service = (app: FastifyInstance, ctx: ServiceContext) => Promise<void>;
