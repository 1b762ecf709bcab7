import { historyPage } from "@parlay/contracts/wallet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../http/auth.ts";
import { AppError } from "../../http/errors.ts";
import { paymentStatus, presentPayment } from "../payments/index.ts";
import { activeBalance } from "./balance.ts";
import { dateText, pageQuery, parseDateBound } from "./http.ts";
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
      schema: {
        tags: ["wallet"],
        description: "Transfer history (historypay) with filters and paging.",
        querystring: z.object({
          type: z.enum(["deposit", "withdrawal"]).optional(),
          status: paymentStatus.optional(),
          from: dateText.optional(),
          to: dateText.optional(),
          ...pageQuery,
        }),
        response: { 200: historyPage },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const { type, status, page, pageSize } = request.query;
      const from = parseDateBound(request.query.from, "from");
      const to = parseDateBound(request.query.to, "to");
      if (from && to && from >= to)
        throw new AppError("VALIDATION", "querystring.from must be before querystring.to");
      let q = deps.db.selectFrom("wallet_payment").where("user_id", "=", user.id);
      if (type) q = q.where("kind", "=", type);
      if (status) q = q.where("status", "=", status);
      if (from) q = q.where("created_at", ">=", from);
      if (to) q = q.where("created_at", "<", to);
      const rows = await q
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const { count } = await q
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      return {
        items: rows.map(presentPayment),
        page,
        pageSize,
        total: Number(count),
        balance: await activeBalance(deps.db, user.id, deps.defaultCurrency),
      };
    },
  );
}
