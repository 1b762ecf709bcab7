import type { Db } from "@parlay/db";
import { PSP_PREFIX, SANDBOX_API_KEY, SANDBOX_WEBHOOK_SECRET } from "@parlay/psp-sandbox";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { variableProblems } from "../../config/production-env.ts";
import type { Authenticator } from "../../http/auth.ts";
import type { PayoutDispatcher } from "../payments/index.ts";
import {
  fetchTransport,
  injectTransport,
  type PspClient,
  type PspSettings,
  pspClient,
} from "../payments/index.ts";
import type { DepositCreditedHook, LimitsHook } from "./limits.ts";

export interface WalletServiceOptions {
  /** Responsible-gaming hook checked inside deposit and withdrawal transactions. */
  limits?: LimitsHook;
  psp?: Partial<PspSettings>;
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

/**
 * Settings from the environment as given: PSP_URL, PSP_PUBLIC_URL, PSP_API_KEY,
 * PSP_WEBHOOK_SECRET, PSP_MERCHANT. What an unset one means is resolvePsp's call.
 */
export function walletOptionsFromEnv(env: NodeJS.ProcessEnv): WalletServiceOptions {
  const set = (name: string) => env[name]?.trim() || undefined;
  const psp: Partial<PspSettings> = {
    apiBase: set("PSP_URL"),
    publicBase: set("PSP_PUBLIC_URL") ?? set("PSP_URL"),
    apiKey: set("PSP_API_KEY"),
    webhookSecret: set("PSP_WEBHOOK_SECRET"),
    merchant: set("PSP_MERCHANT"),
  };
  return {
    psp: withoutUnset(psp),
  };
}

/** The in-process sandbox under /psp with its published credentials: outside production only. */
const SANDBOX_PSP: PspSettings = {
  apiBase: PSP_PREFIX,
  publicBase: PSP_PREFIX,
  apiKey: SANDBOX_API_KEY,
  webhookSecret: SANDBOX_WEBHOOK_SECRET,
  merchant: "parlay",
};

function withoutUnset<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** What every wallet and payments route module receives. */
export interface WalletDeps {
  db: Db;
  auth: Authenticator;
  limits: LimitsHook;
  psp: PspClient;
  webhookSecret: string;
  defaultCurrency: string;
  now: () => number;
  /** Sends unsent payouts to the provider now (after a withdrawal commits). */
  kickPayouts: () => void;
  onDepositCredited?: DepositCreditedHook | undefined;
  /** Site config d.modules showFirstStepTeamCash of the request's site. */
  showFirstStepTeamCash: (request: FastifyRequest) => Promise<boolean>;
}

/**
 * The provider the wallet talks to. Production takes only what it was given: a webhook secret
 * falling back to the sandbox's published one would let anyone sign a deposit.
 */
export function resolvePsp(
  app: FastifyInstance,
  options: WalletServiceOptions,
  production: boolean,
): { client: PspClient; settings: PspSettings } {
  const given = withoutUnset(options.psp ?? {});
  let settings: PspSettings;
  if (production) {
    // The start-up check already refused these; the wallet still never runs on a published secret.
    const problems = [
      ...variableProblems("PSP_URL", given.apiBase),
      ...variableProblems("PSP_API_KEY", given.apiKey),
      ...variableProblems("PSP_WEBHOOK_SECRET", given.webhookSecret),
    ];
    if (problems.length > 0)
      throw new Error(`Refusing to start the wallet in production: ${problems.join("; ")}.`);
    settings = { merchant: SANDBOX_PSP.merchant, publicBase: given.apiBase, ...given } as PspSettings;
  } else {
    settings = { ...SANDBOX_PSP, ...given };
  }
  const transport = settings.apiBase.startsWith("/")
    ? injectTransport(app, settings.apiBase, settings.apiKey)
    : fetchTransport(settings.apiBase, settings.apiKey);
  return { client: pspClient(settings, transport), settings };
}
