/**
 * The verifier links of the in-house rounds in the casino history (the office's casino tab): the
 * casino wallet records a seeded bet as round `o{betId}` and a crash bet as `c{chain}-{game}-{betId}`,
 * both of provider `parlay`. A seeded bet links once its pair is revealed (before, the verifier could
 * not recompute it: "seed" pending); a crash bet once its round has crashed ("round" pending before).
 * At most one query per kind for a whole page, and only the asking player's bets.
 */
import type { Db } from "@parlay/db";
import { crashVerifierFragment } from "@parlay/domain/fair";
import type { FairRoundRef, VerifyLink, VerifyLinksOf } from "../casino/index.ts";
import { betView } from "./bets.ts";
import { ORIGINALS_PROVIDER } from "./catalogue.ts";

/** The static verifier page (apps/shell/public/fairness/verify.html); the bet travels in the fragment. */
export const VERIFIER_PAGE = "/fairness/verify.html";

const SEEDED = /^o(\d{1,18})$/;
const CRASH = /^c(\d{1,9})-(\d{1,9})-(\d{1,18})$/;

type Ref =
  | { kind: "seeded"; betId: bigint }
  | { kind: "crash"; chainId: number; gameNumber: number; betId: bigint };

function refOf(round: FairRoundRef): Ref | null {
  if (round.providerId !== ORIGINALS_PROVIDER) return null;
  const seeded = SEEDED.exec(round.round);
  if (seeded) return { kind: "seeded", betId: BigInt(seeded[1] as string) };
  const crash = CRASH.exec(round.round);
  if (crash)
    return {
      kind: "crash",
      chainId: Number(crash[1]),
      gameNumber: Number(crash[2]),
      betId: BigInt(crash[3] as string),
    };
  return null;
}

/** The originals service's resolver for the casino history (main.ts gives it to the casino service). */
export function originalsVerifyLinks(db: Db): VerifyLinksOf {
  return async (userId, rounds) => {
    const refs = rounds.map(refOf);
    const seededIds = refs.flatMap((r) => (r?.kind === "seeded" ? [r.betId] : []));
    const crashIds = refs.flatMap((r) => (r?.kind === "crash" ? [r.betId] : []));
    const [seeded, crashed] = await Promise.all([
      seededIds.length === 0
        ? []
        : db
            .selectFrom("originals_bet as b")
            .innerJoin("originals_seed_pair as p", "p.id", "b.seed_pair_id")
            .selectAll("b")
            .select(["p.server_seed", "p.revealed_at"])
            .where("b.user_id", "=", userId)
            .where("b.id", "in", seededIds)
            .execute(),
      crashIds.length === 0
        ? []
        : db
            .selectFrom("originals_crash_bet as b")
            .innerJoin("originals_crash_round as r", (j) =>
              j.onRef("r.chain_id", "=", "b.chain_id").onRef("r.game_number", "=", "b.game_number"),
            )
            .innerJoin("originals_crash_chain as c", "c.id", "b.chain_id")
            .select(["b.id", "r.game_number", "r.game_hash", "r.crashed", "c.terminal_hash", "c.salt"])
            .where("b.user_id", "=", userId)
            .where("b.id", "in", crashIds)
            .execute(),
    ]);
    const seededLinks = new Map<bigint, VerifyLink>(
      seeded.map(({ server_seed, revealed_at, ...bet }) => [
        bet.id,
        revealed_at
          ? { url: `${VERIFIER_PAGE}${betView(bet, server_seed).verify}` }
          : { pending: "seed" as const },
      ]),
    );
    const crashLinks = new Map<bigint, VerifyLink>(
      crashed.map((r) => [
        r.id,
        r.crashed && r.game_hash
          ? {
              url: `${VERIFIER_PAGE}${crashVerifierFragment({
                gameNumber: r.game_number,
                gameHash: r.game_hash,
                terminalHash: r.terminal_hash,
                salt: r.salt,
              })}`,
            }
          : { pending: "round" as const },
      ]),
    );
    return refs.map((ref) =>
      ref === null ? undefined : (ref.kind === "seeded" ? seededLinks : crashLinks).get(ref.betId),
    );
  };
}
