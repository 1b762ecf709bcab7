import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Service, ServiceContext } from "../../context.ts";
import { siteModules } from "../config/index.ts";
import {
  cashierRoutes,
  createPayoutDispatcher,
  officeRoutes,
  staffPaymentRoutes,
  teamCashRoutes,
  webhookRoutes,
} from "../payments/index.ts";
import { accountRoutes } from "./accounts/routes.ts";
import { historyRoutes } from "./history.ts";
import { allowAllLimits } from "./limits.ts";
import { resolvePsp, type WalletDeps, type WalletServiceOptions, walletOptionsFromEnv } from "./options.ts";
import { DEFAULT_WALLET_CURRENCY } from "./reads.ts";

/**
 * The wallet and payments service: accounts, cashier (deposits, withdrawals), history, team cash,
 * payment requests, paycheck, the provider's webhook and the back office's payment decisions (staff routes). Everything is
 * registered in its own encapsulated plugin, so the webhook's raw-body parser stays local.
 */
export function createWalletService(options: WalletServiceOptions = {}): Service {
  return async (root, ctx) => {
    await root.register(async (scope: FastifyInstance) => {
      const { client, settings } = resolvePsp(root, options, ctx.env.production);
      const payouts = createPayoutDispatcher(ctx.db, client, scope.log);
      options.onPayoutDispatcher?.(payouts);
      const deps: WalletDeps = {
        db: ctx.db,
        auth: ctx.auth,
        limits: options.limits ?? allowAllLimits,
        onDepositCredited: options.onDepositCredited,
        psp: client,
        webhookSecret: settings.webhookSecret,
        defaultCurrency: options.defaultCurrency ?? DEFAULT_WALLET_CURRENCY,
        now: options.now ?? Date.now,
        kickPayouts: () => payouts.kick(),
        showFirstStepTeamCash: siteModule(ctx, "showFirstStepTeamCash"),
      };
      accountRoutes(scope, deps);
      cashierRoutes(scope, deps);
      historyRoutes(scope, deps);
      teamCashRoutes(scope, deps);
      officeRoutes(scope, deps);
      staffPaymentRoutes(scope, deps);
      await scope.register(webhookRoutes(deps));
      scope.addHook("onReady", async () => payouts.start(options.payoutIntervalMs ?? 5000));
      scope.addHook("onClose", async () => payouts.stop());
    });
  };
}

/** A d.modules flag of the request's site (host and x-country-code, like GET /bff-api/config). */
function siteModule(ctx: ServiceContext, flag: "showFirstStepTeamCash") {
  const modules = siteModules(ctx);
  return async (request: FastifyRequest): Promise<boolean> => (await modules(request))[flag];
}

/** The service as main.ts mounts it: settings from the environment (PSP_*). */
export const walletService: Service = (app, ctx) =>
  createWalletService(walletOptionsFromEnv(process.env))(app, ctx);
