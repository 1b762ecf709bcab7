/** The player and the round a wallet request is about, read (and the round locked) in its transaction. */
import { createHash } from "node:crypto";
import type { Database } from "@parlay/db";
import type { CasinoActionTable, CasinoRoundTable } from "@parlay/db/casino";
import type { Kysely, Selectable, Transaction } from "kysely";
import { WalletError } from "./protocol.ts";

export type Trx = Transaction<Database>;
export type RoundRow = Selectable<CasinoRoundTable>;
export type ActionRow = Selectable<CasinoActionTable>;

export interface Player {
  userId: bigint;
  accountId: bigint;
  currency: string;
}

/** The player and their open account in the request's currency; 101 when either is missing. */
export async function playerOf(trx: Trx, userIdText: string, currency: string): Promise<Player> {
  const row = await trx
    .selectFrom("users as u")
    .leftJoin("wallet_account as a", (j) =>
      j
        .onRef("a.user_id", "=", "u.id")
        .on("a.currency", "=", currency)
        .on("a.type", "in", [0, 9])
        .on("a.closed_at", "is", null),
    )
    .select(["u.id", "a.id as account_id"])
    .where("u.id", "=", BigInt(userIdText))
    .orderBy("a.type")
    .executeTakeFirst();
  if (!row) throw new WalletError(101, "No such player");
  if (row.account_id === null) throw new WalletError(101, `The player has no ${currency} account`);
  return { userId: row.id, accountId: row.account_id, currency };
}

/** The available balance (posted minus held) of an account. */
export async function availableOf(db: Kysely<Database>, accountId: bigint): Promise<bigint> {
  const row = await db
    .selectFrom("wallet_account")
    .select(["balance", "held"])
    .where("id", "=", accountId)
    .executeTakeFirst();
  return row ? row.balance - row.held : 0n;
}

/**
 * The round, locked for the rest of the request (so the actions of one round, a rollback and the
 * bet it cancels included, are applied one request at a time); created on its first action. A
 * round of another player or currency is a bad request; a game the provider does not have is 107.
 */
export async function lockRound(
  trx: Trx,
  input: { providerId: string; roundRef: string; game: string; player: Player; now: Date },
): Promise<{ round: RoundRow; fresh: boolean }> {
  const { providerId, roundRef, player } = input;
  // Most requests open a round (a spin): one statement inserts it with its game, and holds it.
  const inserted = await trx
    .insertInto("casino_round")
    .columns(["provider_id", "round_ref", "user_id", "game_id", "account_id", "currency", "opened_at"])
    .expression((eb) =>
      eb
        .selectFrom("casino_game as g")
        .select([
          eb.val(providerId).as("provider_id"),
          eb.val(roundRef).as("round_ref"),
          eb.val(player.userId).as("user_id"),
          "g.id",
          eb.val(player.accountId).as("account_id"),
          eb.val(player.currency).as("currency"),
          eb.val(input.now).as("opened_at"),
        ])
        .where("g.provider_id", "=", providerId)
        .where("g.code", "=", input.game),
    )
    .onConflict((oc) => oc.columns(["provider_id", "round_ref"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  const round =
    inserted ??
    (await trx
      .selectFrom("casino_round")
      .selectAll()
      .where("provider_id", "=", providerId)
      .where("round_ref", "=", roundRef)
      .forUpdate()
      .executeTakeFirst());
  if (!round) throw new WalletError(107, "The provider has no such game");
  if (round.user_id !== player.userId || round.currency !== player.currency)
    throw new WalletError(400, "The round belongs to another player or currency");
  return { round, fresh: inserted !== undefined };
}

/** What may stop a bet in this round: the game, the launch session, the country, the maximum bet. */
export async function assertBetAllowed(
  trx: Trx,
  round: RoundRow,
  amounts: readonly bigint[],
  now: Date,
): Promise<void> {
  const game = await trx
    .selectFrom("casino_game as g")
    .innerJoin("casino_provider as p", "p.id", "g.provider_id")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("casino_session as s")
          .select(["s.country", "s.expires_at"])
          .where("s.user_id", "=", round.user_id)
          .where("s.game_id", "=", round.game_id)
          .where("s.expires_at", ">", now)
          .orderBy("s.expires_at", "desc")
          .limit(1)
          .as("s"),
      (j) => j.onTrue(),
    )
    .select(["g.is_enabled", "p.is_enabled as provider_enabled", "g.max_bet", "g.blocked_countries"])
    .select(["s.expires_at as session_expires_at", "s.country"])
    .where("g.id", "=", round.game_id)
    .executeTakeFirstOrThrow();
  if (!game.is_enabled || !game.provider_enabled) throw new WalletError(107);
  if (game.session_expires_at === null) throw new WalletError(101, "No open launch session for this game");
  if (game.country && game.blocked_countries.includes(game.country)) throw new WalletError(153);
  const max = game.max_bet;
  if (max !== null && amounts.some((a) => a > max)) throw new WalletError(106);
}

/** The fingerprint of an action's content: a repeated action id must carry exactly the same. */
export function actionHash(
  a: { kind: string; amount: bigint; original: string | null },
  roundRef: string,
  userId: bigint,
): string {
  return createHash("sha256")
    .update(`${a.kind}|${roundRef}|${userId}|${a.amount}|${a.original ?? ""}`)
    .digest("base64url");
}

/** The actions a request names (by id) and the rollbacks that name them, in one read. */
export async function knownActions(
  trx: Trx,
  providerId: string,
  refs: readonly string[],
): Promise<ActionRow[]> {
  if (refs.length === 0) return [];
  return trx
    .selectFrom("casino_action")
    .selectAll()
    .where("provider_id", "=", providerId)
    .where((eb) =>
      eb.or([
        eb("action_ref", "in", [...refs]),
        eb.and([eb("kind", "=", "rollback"), eb("original_ref", "in", [...refs])]),
      ]),
    )
    .execute();
}
