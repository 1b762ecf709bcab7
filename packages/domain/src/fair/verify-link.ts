/**
 * The URL fragment that opens the static verifier page (apps/shell/public/fairness/verify.html) filled in
 * with a bet, for the game history's "verify" link. A fragment never reaches a server. Before the pair is
 * rotated the server seed is unknown and left out; the player pastes it once revealed.
 */
import type { FairBet } from "./games.ts";
import type { CrashRoundRecord } from "./seeds.ts";

type Seeded = FairBet & { readonly clientSeed: string; readonly nonce: number; readonly cursor: number };

export function verifierFragment(bet: Seeded, revealedServerSeed?: string): string {
  const q = new URLSearchParams({ game: bet.game });
  if (revealedServerSeed) q.set("serverSeed", revealedServerSeed);
  q.set("clientSeed", bet.clientSeed);
  q.set("nonce", String(bet.nonce));
  q.set("cursor", String(bet.cursor));
  switch (bet.game) {
    case "dice":
      q.set("direction", bet.params.direction);
      q.set("diceTarget", String(bet.params.target));
      break;
    case "limbo":
      q.set("limboTarget", String(bet.params.target));
      break;
    case "mines":
      q.set("mines", String(bet.params.mines));
      q.set("cells", bet.params.picks.join(","));
      break;
    case "plinko":
      q.set("rows", String(bet.params.rows));
      q.set("risk", bet.params.risk);
      break;
    case "keno":
      q.set("numbers", bet.params.picks.join(","));
      break;
  }
  return `#${q}`;
}

export function crashVerifierFragment(round: Omit<CrashRoundRecord, "point">): string {
  const q = new URLSearchParams({
    game: "crash",
    gameHash: round.gameHash,
    gameNumber: String(round.gameNumber),
    terminalHash: round.terminalHash,
    salt: round.salt,
  });
  return `#${q}`;
}
