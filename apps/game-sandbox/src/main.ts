/**
 * The provider as its own process: `GAME_SANDBOX_KEY=… GAME_SANDBOX_WALLET_URL=http://localhost:3000/casino-api/v1
 * GAME_SANDBOX_FRAME_ANCESTORS=http://localhost:3000 PORT=4200 node --import tsx apps/game-sandbox/src/main.ts`.
 * The site then registers it with GAME_SANDBOX_URL=http://localhost:4200/game-sandbox (and the same key).
 */
import { fileURLToPath } from "node:url";
import Fastify from "fastify";
import { fetchTransport, GAME_SANDBOX_PREFIX, mountGameSandbox } from "./index.ts";

export async function startGameSandbox(env: NodeJS.ProcessEnv = process.env) {
  const key = env.GAME_SANDBOX_KEY;
  const walletUrl = env.GAME_SANDBOX_WALLET_URL;
  if (!key || key.length < 32) throw new Error("GAME_SANDBOX_KEY (at least 32 characters) is required");
  if (!walletUrl) throw new Error("GAME_SANDBOX_WALLET_URL is required");
  const app = Fastify({ logger: { level: env.LOG_LEVEL ?? "info" } });
  await mountGameSandbox(
    app,
    {
      key,
      walletUrl,
      frameAncestors: env.GAME_SANDBOX_FRAME_ANCESTORS ?? "'self'",
      minSpinFloorMs: Number(env.GAME_SANDBOX_MIN_SPIN_MS ?? 0),
    },
    fetchTransport(walletUrl),
  );
  const address = await app.listen({ port: Number(env.PORT ?? 4200), host: env.HOST ?? "0.0.0.0" });
  return { app, address };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { app, address } = await startGameSandbox();
  app.log.info(`game sandbox at ${address}${GAME_SANDBOX_PREFIX}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}
