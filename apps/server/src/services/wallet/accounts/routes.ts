import { accountCreatedAnswer, accountRemovedAnswer } from "@parlay/contracts/wallet";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../../http/auth.ts";
import { AppError } from "../../../http/errors.ts";
import { currencyText, idParam } from "../http.ts";
import type { WalletDeps } from "../options.ts";
import { readAccountStore } from "../reads.ts";
import { accountStoreView, presentAccount } from "./presenter.ts";
import {
  addCurrencyAccount,
  ensureMainAccount,
  removeCurrencyAccount,
  switchActiveAccount,
} from "./store.ts";

/** Spec 001 §8: a failed currency add or remove answers `{success: false, message}`. */
function refuse(reply: FastifyReply, err: unknown) {
  if (!(err instanceof AppError) || err.status >= 500) throw err;
  return reply.status(err.status).send({ success: false as const, code: err.code, message: err.message });
}

/**
 * Account data load, switch active account, add and remove a currency account (spec 001 §7: paths
 * not shown; chosen under /web-api/wallet/accounts). Every call creates the main account lazily.
 */
export function accountRoutes(fastify: FastifyInstance, deps: WalletDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const store = (userId: bigint) => readAccountStore(deps.db, userId, deps.defaultCurrency);

  app.get(
    "/web-api/wallet/accounts",
    {
      // A remote rendering the player's office page may read it with a render grant.
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        description: "The account store: accounts, main, active, bonuses.",
        response: { 200: accountStoreView },
      },
    },
    async (request) => store((await requireUser(deps.auth, request)).id),
  );

  app.post(
    "/web-api/wallet/accounts/active",
    {
      schema: {
        tags: ["wallet"],
        description: "Switch the active account (the shell then resets availablePrepaidAmount to 0).",
        body: z.object({ accountId: z.number().int().positive() }),
        response: { 200: accountStoreView },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      await ensureMainAccount(deps.db, user.id, deps.defaultCurrency);
      await switchActiveAccount(deps.db, user.id, BigInt(request.body.accountId));
      return store(user.id);
    },
  );

  app.post(
    "/web-api/wallet/accounts",
    {
      schema: {
        tags: ["wallet"],
        description: "Add a currency account (type 9).",
        body: z.object({ currency: currencyText }),
        response: { 201: accountCreatedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      try {
        const row = await addCurrencyAccount(deps.db, user.id, request.body.currency, deps.defaultCurrency);
        return reply.status(201).send({ success: true as const, account: presentAccount(row) });
      } catch (err) {
        return refuse(reply, err);
      }
    },
  );

  app.delete(
    "/web-api/wallet/accounts/:accountId",
    {
      schema: {
        tags: ["wallet"],
        description: "Remove a currency account: only type 9, zero balance, no holds.",
        params: z.object({ accountId: idParam }),
        response: { 200: accountRemovedAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      try {
        await removeCurrencyAccount(deps.db, user.id, request.params.accountId);
        return { success: true as const };
      } catch (err) {
        return refuse(reply, err);
      }
    },
  );
}
