import Fastify, { type FastifyInstance } from "fastify";
import { remoteRenderPlugin } from "./plugin.ts";
import type { RemoteApp } from "./remote-app.ts";

export interface RemoteServerOptions {
  /** 0 picks a free port (tests). */
  port: number;
  host?: string;
  /**
   * Public origin put in front of asset URLs, for a remote the browser reaches directly. Unset (default),
   * URLs stay root-relative (/mf/{name}/assets/…) for a shell that proxies /mf/{name}/* to this process.
   * "self" uses this process's own listening address (local experiments without a proxy).
   */
  assetOrigin?: string;
  logger?: boolean;
}

export interface RunningRemoteServer {
  app: FastifyInstance;
  /** e.g. "http://127.0.0.1:4101": the base URL the shell is configured with for this remote. */
  url: string;
  close(): Promise<void>;
}

function originOf(host: string, port: number): string {
  const name = host === "0.0.0.0" || host === "::" ? "localhost" : host;
  return `http://${name.includes(":") ? `[${name}]` : name}:${port}`;
}

/** Runs ONE remote as its own small Fastify process: the proof that a remote can be deployed apart. */
export async function createRemoteServer(
  remote: RemoteApp,
  options: RemoteServerOptions,
): Promise<RunningRemoteServer> {
  const host = options.host ?? "127.0.0.1";
  const app = Fastify({ logger: options.logger ?? false });
  let url = "";
  const assetOrigin = () => (options.assetOrigin === "self" ? url : options.assetOrigin);
  app.get("/health", async () => ({ name: remote.manifest.name, version: remote.manifest.version }));
  // With port 0 the own origin is known only after listen, hence a function read per request.
  await app.register(remoteRenderPlugin, { remotes: [remote], assetOrigin });
  await app.listen({ port: options.port, host });
  const bound = app.server.address();
  const port = typeof bound === "object" && bound ? bound.port : options.port;
  url = originOf(host, port);
  return { app, url, close: () => app.close() };
}

/**
 * The body of a remote's `src/server.ts`: reads PORT, HOST and ASSET_ORIGIN, logs, and closes cleanly on
 * SIGINT/SIGTERM so a process manager can restart it without dropping requests in flight.
 */
export async function runRemoteProcess(remote: RemoteApp, defaultPort: number): Promise<RunningRemoteServer> {
  const env = process.env;
  const server = await createRemoteServer(remote, {
    port: Number(env.PORT ?? defaultPort),
    host: env.HOST ?? "127.0.0.1",
    ...(env.ASSET_ORIGIN ? { assetOrigin: env.ASSET_ORIGIN } : {}),
    logger: true,
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
  return server;
}
