/**
 * The sandbox as its own process: `PORT=4100 PSP_WEBHOOK_URL=http://localhost:3000/web-api/payments/webhook
 * node --import tsx apps/psp-sandbox/src/main.ts`. Its database: PSP_DATABASE_URL, else an embedded
 * PGlite in ./data/psp-pglite. Point the site at it with PSP_URL=http://localhost:4100/psp.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { connect } from "@parlay/db";
import Fastify from "fastify";
import { PSP_PREFIX, pspSettingsFromEnv, SANDBOX_API_KEY, SANDBOX_WEBHOOK_SECRET } from "./index.ts";
import { pspSandboxPlugin } from "./plugin.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export async function startPspSandbox(env: NodeJS.ProcessEnv = process.env) {
  const handle = await connect({
    url: env.PSP_DATABASE_URL,
    dataDir: env.PSP_DATA_DIR ?? join(ROOT, "data", "psp-pglite"),
    schema: env.PSP_DB_SCHEMA,
  });
  const settings = pspSettingsFromEnv(env);
  const app = Fastify({ logger: { level: env.LOG_LEVEL ?? "info" } });
  await app.register(pspSandboxPlugin, {
    prefix: PSP_PREFIX,
    db: handle.db,
    apiKey: settings.apiKey ?? SANDBOX_API_KEY,
    webhookSecret: settings.webhookSecret ?? SANDBOX_WEBHOOK_SECRET,
    webhookUrl: env.PSP_WEBHOOK_URL ?? "http://localhost:3000/web-api/payments/webhook",
  });
  app.addHook("onClose", async () => handle.close());
  const address = await app.listen({ port: Number(env.PORT ?? 4100), host: env.HOST ?? "0.0.0.0" });
  return { app, address };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { app, address } = await startPspSandbox();
  app.log.info(`PSP sandbox at ${address}${PSP_PREFIX}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}
