import { type TeamCashItem, teamCashModal, teamCashPage } from "@parlay/contracts/wallet";
import {
  formatMoney,
  TEAM_CASH_COOKIES,
  TEAM_CASH_PAGE_SIZE,
  TEAM_CASH_STATUS_TITLES,
  teamCashModalForCount,
  teamCashStatusOf,
} from "@parlay/domain/wallet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../http/auth.ts";
import type { WalletDeps } from "../wallet/index.ts";
import { ensureMainAccount, idNumber } from "../wallet/index.ts";
import { type PaymentRow, receiptHash } from "./presenter.ts";

/** The team cash payment item (spec 000 §3). skks_hash is a receipt hash support can quote. */
function presentItem(p: PaymentRow): TeamCashItem {
  const statusId = teamCashStatusOf(p.status);
  return {
    id: idNumber(p.id),
    status_id: statusId,
    message: p.status_message ?? "",
    translate_message: `team_cash_status_${statusId}`,
    skks_hash: receiptHash(p),
    timestamp: Math.floor(p.created_at.getTime() / 1000),
    date_payment: p.settled_at ? p.settled_at.toISOString() : null,
    status_title: TEAM_CASH_STATUS_TITLES[statusId],
    summ: formatMoney(p.amount, p.currency),
    money_deposit_id: p.transaction_id === null ? null : idNumber(p.transaction_id),
  };
}

/**
 * Team cash (spec 000 §3, §7, §9): the payments of the main account that are not archived, five a
 * page, with total_count; and the modal decision, which sets its 372-day cookie when it shows.
 */
export function teamCashRoutes(fastify: FastifyInstance, deps: WalletDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const base = async (userId: bigint) => {
    const main = await ensureMainAccount(deps.db, userId, deps.defaultCurrency);
    return deps.db
      .selectFrom("wallet_payment")
      .where("account_id", "=", main.id)
      .where("archived_at", "is", null);
  };

  app.get(
    "/web-api/wallet/team-cash",
    {
      schema: {
        tags: ["wallet"],
        description: "Team cash payments list: main account, not archived, paged (5 a page).",
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: teamCashPage },
      },
    },
    async (request) => {
      const user = await requireUser(deps.auth, request);
      const q = await base(user.id);
      const rows = await q
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(TEAM_CASH_PAGE_SIZE)
        .offset((request.query.page - 1) * TEAM_CASH_PAGE_SIZE)
        .execute();
      const { count } = await q
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      return { entities: rows.map(presentItem), total_count: Number(count) };
    },
  );

  app.get(
    "/web-api/wallet/team-cash/modal",
    {
      schema: {
        tags: ["wallet"],
        description:
          "Whether to show the team cash modal now (first at 3 paid items, second at 4); sets its cookie.",
        response: { 200: teamCashModal },
      },
    },
    async (request, reply) => {
      const user = await requireUser(deps.auth, request);
      const q = await base(user.id);
      const { count } = await q
        .where("status", "=", "succeeded")
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      const paidCount = Number(count);
      const decision = teamCashModalForCount(
        paidCount,
        {
          first: request.cookies[TEAM_CASH_COOKIES.first],
          second: request.cookies[TEAM_CASH_COOKIES.second],
        },
        { showFirstStep: await deps.showFirstStepTeamCash(request) },
      );
      if (decision.setCookie) {
        reply.setCookie(decision.setCookie.name, decision.setCookie.value, {
          path: "/",
          maxAge: decision.setCookie.maxAgeSeconds,
          sameSite: "lax",
        });
      }
      return { show: decision.show, paidCount };
    },
  );
}
