/** TEST APP — every service main.ts mounts, in process, on one test database (no shell, no feed). */
import type { Db } from "@parlay/db";
import { createPspSandbox } from "@parlay/psp-sandbox";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { createBlocksService, createRedirectsService, termsService } from "../services/access/index.ts";
import { createBackofficeService } from "../services/backoffice/index.ts";
import { createBettingService } from "../services/betting/index.ts";
import { createCasinoService } from "../services/casino/index.ts";
import { configService, createConfigBackoffice } from "../services/config/index.ts";
import { createLimits } from "../services/limits/index.ts";
import { seoBackoffice, seoService } from "../services/seo/index.ts";
import {
  createSessionAuthenticator,
  playersServices,
  type SessionAuthenticator,
  testOptions,
} from "../services/session/index.ts";
import { createLocalBus, createSportsbook } from "../services/sportsbook/index.ts";
import { staffService } from "../services/staff/index.ts";
import { createVerificationBackoffice, verificationService } from "../services/verification/index.ts";
import { createWalletService } from "../services/wallet/index.ts";

/** The site as main.ts builds it, with test secrets, high rate limits and no timers. */
export async function fullTestApp(db: Db): Promise<{ app: FastifyInstance; auth: SessionAuthenticator }> {
  const limits = createLimits({ db });
  const options = testOptions({ signInGuard: limits.signInGuard });
  const auth = createSessionAuthenticator(db, options);
  const psp = createPspSandbox({ pollMs: 3_600_000, retryBaseMs: 50 });
  const app = await buildApp({
    ctx: { db, env: { production: false, defaultHost: "localhost" }, auth },
    services: [
      configService,
      seoService,
      ...playersServices,
      // Personal data and identity documents (docs/verification.md).
      verificationService,
      staffService,
      createBackofficeService(),
      // The compliance review of identity documents.
      createVerificationBackoffice(),
      createBlocksService(),
      createConfigBackoffice(),
      termsService,
      createRedirectsService(),
      seoBackoffice,
      createWalletService({ payoutIntervalMs: 0 }),
      psp.service,
      limits.service,
      createSportsbook({ feed: false, bus: createLocalBus() }).service,
      createBettingService(),
      createCasinoService(),
    ],
  });
  await app.ready();
  return { app, auth };
}
