import { depositAnswer, paymentAnswer, withdrawalAnswer } from "@parlay/contracts/wallet";
import { parseMoney, walletCurrency } from "@parlay/domain/wallet";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import type { WalletDeps } from "../wallet/index.ts";
import {
  activeBalance,
  balanceAnswer,
  currencyText,
  idempotencyKey,
  idParam,
  moneyText,
  readBalance,
} from "../wallet/index.ts";
import { createDeposit } from "./deposits.ts";
import { presentPayment } from "./presenter.ts";
import {
  cashierAnswer,
  cashierQuery,
  DEPOSIT_METHOD_IDS,
  ownPayment,
  readCashier,
  WITHDRAWAL_METHOD_IDS,
} from "./reads.ts";
import { createWithdrawal } from "./withdrawals.ts";

const depositMethods = DEPOSIT_METHOD_IDS;
const withdrawalMethods = WITHDRAWAL_METHOD_IDS;

function toMinor(amount: string, currency: string): bigint {
  if (!walletCurrency(currency))
    throw new AppError("CURRENCY_NOT_SUPPORTED", `${currency} is not a wallet currency`);
  const minor = parseMoney(amount, currency);
  if (minor === null || minor <= 0n) {
    throw new AppError(
      "VALIDATION",
      `body.amount: "${amount}" is not a positive ${currency} amount (too many decimals?)`,
    );
  }
  return minor;
}

function origin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function send<T>(reply: FastifyReply, answer: { statusCode: number; body: T; replayed: boolean }) {
  if (answer.replayed) reply.header("idempotent-replayed", "true");
  return reply.status(answer.statusCode).send(answer.body);
}

/** Recharge and deduce: options, deposit, withdrawal, one payment's status, balance. */
export function cashierRoutes(fastify: FastifyInstance, deps: WalletDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    "/web-api/wallet/balance",
    {
      // A remote rendering the player's office page may read it with a render grant.
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        description: "The active account's balance.",
        response: { 200: balanceAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return readBalance(deps.db, user.id, deps.defaultCurrency);
    },
  );

  app.get(
    "/web-api/wallet/cashier",
    {
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        description: "Methods, amount limits and quick amounts (steps) per currency, with the balance.",
        querystring: cashierQuery,
        response: { 200: cashierAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return readCashier(deps.db, user.id, request.query, deps.defaultCurrency);
    },
  );

  app.post(
    "/web-api/wallet/deposits",
    {
      schema: {
        tags: ["wallet"],
        description:
          "Start a deposit: answers the provider's hosted-page URL. The balance changes on the webhook.",
        body: z.object({
          method: z.enum(depositMethods as [string, ...string[]]),
          amount: moneyText,
          currency: currencyText,
          idempotencyKey,
          lng: z
            .string()
            .regex(/^[a-z]{2}$/)
            .default("en"),
        }),
        response: { 201: depositAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      const b = request.body;
      const answer = await createDeposit(deps, {
        userId: user.id,
        method: b.method,
        amount: toMinor(b.amount, b.currency),
        amountText: b.amount,
        currency: b.currency,
        lng: b.lng,
        idempotencyKey: b.idempotencyKey,
        origin: origin(request),
      });
      return send(reply, answer);
    },
  );

  app.post(
    "/web-api/wallet/withdrawals",
    {
      schema: {
        tags: ["wallet"],
        description:
          "Request a withdrawal: holds the amount; the provider or an operator pays or rejects it.",
        body: z.object({
          method: z.enum(withdrawalMethods as [string, ...string[]]),
          amount: moneyText,
          currency: currencyText,
          idempotencyKey,
        }),
        response: { 201: withdrawalAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      const b = request.body;
      const answer = await createWithdrawal(deps, {
        userId: user.id,
        method: b.method,
        amount: toMinor(b.amount, b.currency),
        amountText: b.amount,
        currency: b.currency,
        idempotencyKey: b.idempotencyKey,
      });
      return send(reply, answer);
    },
  );

  app.get(
    "/web-api/wallet/payments/:paymentId",
    {
      schema: {
        tags: ["wallet"],
        description: "One payment's status (the onpay pages poll it) and the balance.",
        params: z.object({ paymentId: idParam }),
        response: { 200: paymentAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const p = await ownPayment(deps, user.id, request.params.paymentId);
      return {
        payment: presentPayment(p),
        balance: await activeBalance(deps.db, user.id, deps.defaultCurrency),
      };
    },
  );

  app.post(
    "/web-api/wallet/withdrawals/:paymentId/cancel",
    {
      schema: {
        tags: ["wallet"],
        description:
          "Always refused for a sent withdrawal request (regulators' rule); 404 for another player's.",
        params: z.object({ paymentId: idParam }),
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const p = await ownPayment(deps, user.id, request.params.paymentId);
      if (p.kind !== "withdrawal") throw new AppError("NOT_FOUND", "No such withdrawal");
      throw new AppError("WITHDRAWAL_NOT_CANCELLABLE");
    },
  );
}
