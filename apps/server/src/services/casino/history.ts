/**
 * A player's casino bets, wins and rollbacks, newest first, for the office history's casino tab
 * (docs/casino.md "History"). One index range (casino_action_player), keyset-paged by action id.
 * `casinoRounds` is what the office shows: rounds (casino_round_player, migration 0990) with their
 * actions and net, page-numbered like the office's other lists.
 */
import {
  CASINO_HISTORY_PAGE_SIZE,
  type CasinoRoundView,
  casinoHistoryAnswer,
} from "@parlay/contracts/casino-history";
import type { Db } from "@parlay/db";
import { formatMoney } from "@parlay/domain/wallet";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import { requireUser } from "../../http/auth.ts";

export interface CasinoHistoryItem {
  id: bigint;
  kind: "bet" | "win" | "rollback";
  /** Minor units (a rollback: the amount it returned or took back). */
  amount: bigint;
  currency: string;
  /** "void": nothing moved (rolled back before it arrived, or a rollback of nothing). */
  outcome: "applied" | "void";
  rolledBack: boolean;
  providerId: string;
  game: string;
  gameName: string;
  round: string;
  roundFinished: boolean;
  transactionId: bigint | null;
  at: Date;
}

export async function casinoHistory(
  db: Db,
  userId: bigint,
  page: { limit?: number; beforeId?: bigint } = {},
): Promise<CasinoHistoryItem[]> {
  let q = db
    .selectFrom("casino_action as a")
    .innerJoin("casino_round as r", "r.id", "a.round_id")
    .innerJoin("casino_game as g", "g.id", "r.game_id")
    .select([
      "a.id",
      "a.kind",
      "a.amount",
      "r.currency",
      "a.outcome",
      "a.rolled_back",
      "a.provider_id",
      "g.code",
      "g.name",
      "r.round_ref",
      "r.finished_at",
      "a.transaction_id",
      "a.processed_at",
    ])
    .where("a.user_id", "=", userId)
    .orderBy("a.id", "desc")
    .limit(Math.min(Math.max(page.limit ?? 50, 1), 200));
  if (page.beforeId !== undefined) q = q.where("a.id", "<", page.beforeId);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    amount: r.amount,
    currency: r.currency,
    outcome: r.outcome,
    rolledBack: r.rolled_back,
    providerId: r.provider_id,
    game: r.code,
    gameName: r.name,
    round: r.round_ref,
    roundFinished: r.finished_at !== null,
    transactionId: r.transaction_id,
    at: r.processed_at,
  }));
}

/** The player's casino rounds for the office's casino tab: one page, newest first, with actions. */
export interface CasinoRoundsPage {
  items: CasinoRoundView[];
  page: number;
  pageSize: number;
  total: number;
}

/** A casino round as a fairness resolver sees it: whose, which provider, its reference and game. */
export interface FairRoundRef {
  providerId: string;
  /** The provider's round reference (casino_round.round_ref). */
  round: string;
  game: string;
}

/** How a round can be verified: the verifier's link, or why not yet ("seed" secret, "round" still on). */
export type VerifyLink = { url: string } | { pending: "seed" | "round" };

/**
 * The verifier links of a page of rounds, in their order (undefined: not provably fair), read in one
 * batch. The casino service does not know the fair games' records: the originals service gives it
 * this (main.ts wires `originalsVerifyLinks` in); without one, no round links anywhere.
 */
export type VerifyLinksOf = (
  userId: bigint,
  rounds: readonly FairRoundRef[],
) => Promise<readonly (VerifyLink | undefined)[]>;

export const noVerifyLinks: VerifyLinksOf = async (_userId, rounds) => rounds.map(() => undefined);

export async function casinoRounds(
  db: Db,
  userId: bigint,
  page: number,
  pageSize = CASINO_HISTORY_PAGE_SIZE,
  verifyLinksOf: VerifyLinksOf = noVerifyLinks,
): Promise<CasinoRoundsPage> {
  const total = await db
    .selectFrom("casino_round")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const rounds = await db
    .selectFrom("casino_round as r")
    .innerJoin("casino_game as g", "g.id", "r.game_id")
    .innerJoin("casino_provider as p", "p.id", "r.provider_id")
    .select([
      "r.id",
      "r.round_ref",
      "r.provider_id",
      "p.name as provider_name",
      "g.code",
      "g.name",
      "r.currency",
      "r.opened_at",
      "r.finished_at",
    ])
    .where("r.user_id", "=", userId)
    .orderBy("r.id", "desc")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const actions =
    rounds.length === 0
      ? []
      : await db
          .selectFrom("casino_action")
          .select(["id", "round_id", "kind", "amount", "outcome", "rolled_back", "processed_at"])
          .where(
            "round_id",
            "in",
            rounds.map((r) => r.id),
          )
          .orderBy("id")
          .execute();
  const links = await verifyLinksOf(
    userId,
    rounds.map((r) => ({ providerId: r.provider_id, round: r.round_ref, game: r.code })),
  );
  const items = rounds.map((r, i): CasinoRoundView => {
    const own = actions.filter((a) => a.round_id === r.id);
    const counted = (kind: "bet" | "win") =>
      own
        .filter((a) => a.kind === kind && a.outcome === "applied" && !a.rolled_back)
        .reduce((sum, a) => sum + a.amount, 0n);
    const staked = counted("bet");
    const won = counted("win");
    const link = links[i];
    return {
      id: r.id.toString(),
      round: r.round_ref,
      providerId: r.provider_id,
      providerName: r.provider_name,
      game: r.code,
      gameName: r.name,
      currency: r.currency,
      openedAt: r.opened_at.toISOString(),
      finishedAt: r.finished_at?.toISOString() ?? null,
      staked: formatMoney(staked, r.currency),
      won: formatMoney(won, r.currency),
      net: formatMoney(won - staked, r.currency),
      actions: own.map((a) => ({
        id: a.id.toString(),
        kind: a.kind,
        amount: formatMoney(a.amount, r.currency),
        outcome: a.outcome,
        rolledBack: a.rolled_back,
        at: a.processed_at.toISOString(),
      })),
      ...(link === undefined
        ? {}
        : "url" in link
          ? { verifyUrl: link.url }
          : { verifyPending: link.pending }),
    };
  });
  return { items, page, pageSize, total: Number(total?.n ?? 0) };
}

export const casinoHistoryQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /web-api/casino/history?page= — the office's casino tab (readable on a render grant). */
export function casinoHistoryRoute(
  fastify: FastifyInstance,
  ctx: ServiceContext,
  verifyLinksOf: VerifyLinksOf = noVerifyLinks,
): void {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    "/web-api/casino/history",
    {
      config: { renderGrant: true },
      schema: {
        tags: ["casino"],
        description:
          "The player's casino rounds, newest first, 20 a page: bets, wins, rollbacks and each round's net; " +
          "an in-house (provably fair) round links to the verifier once its seed is revealed (verifyUrl), " +
          "else says why not yet (verifyPending).",
        querystring: casinoHistoryQuery,
        response: { 200: casinoHistoryAnswer },
      },
    },
    async (request, reply) => {
      const user = await requireUser(ctx.auth, request);
      reply.header("cache-control", "no-store");
      return casinoRounds(ctx.db, user.id, request.query.page, CASINO_HISTORY_PAGE_SIZE, verifyLinksOf);
    },
  );
}
