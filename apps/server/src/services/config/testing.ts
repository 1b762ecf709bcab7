import type { Db } from "@parlay/db";
import type { FastifyInstance } from "fastify";
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";
import { buildApp } from "../../app.ts";
import type { Service } from "../../context.ts";
import { anonymousOnly } from "../../http/auth.ts";
import { parseTrustProxy } from "../../trust-proxy.ts";

/** Counts the queries sent through a database handle, to prove a cache hit reads nothing. */
export class QueryCounter implements KyselyPlugin {
  count = 0;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** The database with a query counter attached (same connection). */
export function countQueries(db: Db): { db: Db; counter: QueryCounter } {
  const counter = new QueryCounter();
  return { db: db.withPlugin(counter), counter };
}

/**
 * An app with only the given services, as the server builds it. `inject` comes from 127.0.0.1,
 * trusted as the proxy here, so tests can say which scheme the visitor used (X-Forwarded-Proto).
 */
export function testApp(db: Db, services: Service[]): Promise<FastifyInstance> {
  return buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth: anonymousOnly },
    services,
    trustProxy: parseTrustProxy("127.0.0.1"),
  });
}

/** A clock tests move by hand. */
export function fakeClock(start = Date.UTC(2025, 0, 1)): {
  now: () => number;
  advance: (ms: number) => void;
} {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
  };
}
