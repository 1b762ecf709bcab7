import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser } from "../../http/auth.ts";
import { paymentHistoryAnswer, paymentHistoryQuery, readPaymentHistory } from "../payments/index.ts";
import type { WalletDeps } from "./options.ts";

/**
 * Transfer history (office historypay): the player's deposits and withdrawals, newest first, with
 * filters (type, status, from/to dates) and paging, plus the balance every cashier page shows.
 */
export function historyRoutes(fastify: FastifyInstance, deps: WalletDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/web-api/wallet/history",
    {
      // A remote rendering the player's office page may read it with a render grant.
      config: { renderGrant: true },
      schema: {
        tags: ["wallet"],
        description: "Transfer history (historypay) with filters and paging.",
        querystring: paymentHistoryQuery,
        response: { 200: paymentHistoryAnswer },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      return readPaymentHistory(deps.db, user.id, request.query, deps.defaultCurrency);
    },
  );
}
