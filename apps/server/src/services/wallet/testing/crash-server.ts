/**
 * TEST SCRIPT — the site with the wallet service and the in-process sandbox, authenticated by the
 * test header, listening on PORT (0 picks one). Used by the crash test, which kills it with
 * SIGKILL mid-load and starts it again. Env: DATABASE_URL, DATABASE_SCHEMA, PORT.
 * Prints `READY <port>` once it listens.
 */
import { connect, migrate, seed } from "@parlay/db";
import { createPspSandbox } from "@parlay/psp-sandbox";
import { buildApp } from "../../../app.ts";
import { createWalletService } from "../service.ts";
import { headerTestAuthenticator } from "./test-auth.ts";

const handle = await connect({
  url: process.env.DATABASE_URL,
  schema: process.env.DATABASE_SCHEMA,
  poolSize: 10,
});
await migrate(handle.db, { schema: process.env.DATABASE_SCHEMA });
await seed(handle.db);
const psp = createPspSandbox({ pollMs: 100, retryBaseMs: 100, leaseMs: 2000 });
const app = await buildApp({
  ctx: { db: handle.db, env: { production: false, defaultHost: "localhost" }, auth: headerTestAuthenticator },
  services: [createWalletService({ payoutIntervalMs: 200 }), psp.service],
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);
process.once("SIGTERM", () => {
  void app
    .close()
    .then(() => handle.close())
    .then(() => process.exit(0));
});
