import type { Db } from "@parlay/db";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Authenticator } from "../../http/auth.ts";
import type { PayoutDispatcher } from "../payments/payouts.ts";
import {
  fetchTransport,
  injectTransport,
  type PspClient,
  type PspSettings,
  pspClient,
} from "../payments/psp-client.ts";
import type { DepositCreditedHook, LimitsHook } from "./limits.ts";

export interface WalletServiceOptions {
  /** Responsible-gaming hook checked inside deposit and withdrawal transactions. */
  limits?: LimitsHook;
  psp?: Partial<PspSettings>;
  /** Bearer token of the operator routes; unset disables them (403). */
  operatorToken?: string | undefined;
  /** Currency of a main account created lazily (spec 001 §9: RUB). */
  defaultCurrency?: string;
  /** Clock for webhook freshness (tests move it). */
  now?: () => number;
  /** How often unsent payouts are retried; 0 turns the timer off (tests call it by hand). */
  payoutIntervalMs?: number;
  /** Receives the payout dispatcher (tests send payouts deterministically). */
  onPayoutDispatcher?: (dispatcher: PayoutDispatcher) => void;
  /** Called inside each deposit's credit transaction (debts repaid first). */
  onDepositCredited?: DepositCreditedHook;
}

/** Sandbox defaults match @parlay/psp-sandbox's; anything shared must set real secrets. */
export function walletOptionsFromEnv(env: NodeJS.ProcessEnv): WalletServiceOptions {
  const apiBase = env.PSP_URL ?? "/psp";
  return {
    operatorToken: env.OPERATOR_TOKEN || undefined,
    psp: {
      apiBase,
      publicBase: env.PSP_PUBLIC_URL ?? apiBase,
      apiKey: env.PSP_API_KEY ?? "sandbox-api-key",
      webhookSecret: env.PSP_WEBHOOK_SECRET ?? "sandbox-webhook-secret",
      merchant: env.PSP_MERCHANT ?? "parlay",
    },
  };
}

/** What every wallet and payments route module receives. */
export interface WalletDeps {
  db: Db;
  auth: Authenticator;
  limits: LimitsHook;
  psp: PspClient;
  webhookSecret: string;
  operatorToken: string | undefined;
  defaultCurrency: string;
  now: () => number;
  /** Sends unsent payouts to the provider now (after a withdrawal commits). */
  kickPayouts: () => void;
  onDepositCredited?: DepositCreditedHook | undefined;
  /** Site config d.modules showFirstStepTeamCash of the request's site. */
  showFirstStepTeamCash: (request: FastifyRequest) => Promise<boolean>;
}

export function resolvePsp(
  app: FastifyInstance,
  options: WalletServiceOptions,
): { client: PspClient; settings: PspSettings } {
  const env = walletOptionsFromEnv({});
  const settings: PspSettings = { ...(env.psp as PspSettings), ...options.psp };
  const transport = settings.apiBase.startsWith("/")
    ? injectTransport(app, settings.apiBase, settings.apiKey)
    : fetchTransport(settings.apiBase, settings.apiKey);
  return { client: pspClient(settings, transport), settings };
}
