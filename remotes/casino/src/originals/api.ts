/**
 * The originals' web API as the browser uses it (/web-api/originals; no zod in the browser: the server
 * validates its answers with the contract's schemas, @parlay/contracts/originals, whose types are read
 * here).
 */
import type {
  BetView as Bet,
  CrashBetView as CrashBet,
  CrashRoundView as CrashRound,
  CrashState,
  PublicPair,
  RevealedPair,
  SeededGame,
  Seeds,
} from "@parlay/contracts/originals";
import { isOriginalGame, ORIGINAL_GAMES, type OriginalGameCode } from "@parlay/domain/casino-lobby";
import type { HttpClient } from "@parlay/web";

export type {
  Bet,
  CrashBet,
  CrashRound,
  CrashState,
  OriginalGameCode,
  PublicPair,
  RevealedPair,
  SeededGame,
  Seeds,
};
export { isOriginalGame, ORIGINAL_GAMES };

export const ORIGINALS_API = "/web-api/originals";
const BASE = ORIGINALS_API;
/** The static verifier page (no calls to the game server); a bet's link adds its fragment. */
export const VERIFIER_PAGE = "/fairness/verify.html";

/**
 * What the page is rendered with on the server (and hydrated with): data/page-data.ts reads it
 * (the player's through the render grant). A guest gets the crash round and no seeds.
 */
export interface OriginalsServerData {
  game: OriginalGameCode;
  signedIn: boolean;
  seeds: Seeds | null;
  bets: Bet[];
  crash: CrashState | null;
  crashBets: CrashBet[];
}

/** The actions the game pages take; the reads arrive with the page and the crash rounds are pushed. */
export function originalsApi(http: HttpClient) {
  return {
    setClientSeed: (clientSeed: string) =>
      http.request<PublicPair>({ method: "PUT", path: `${BASE}/seeds/client`, json: { clientSeed } }),
    rotate: () => http.post<{ active: PublicPair; revealed: RevealedPair }>(`${BASE}/seeds/rotate`, {}),
    bet: (game: SeededGame, stake: number, params: Record<string, unknown>) =>
      http.post<Bet>(`${BASE}/bets`, { game, stake, params }),
    minesStart: (stake: number, mines: number) => http.post<Bet>(`${BASE}/mines`, { stake, mines }),
    minesReveal: (id: string, cell: number) => http.post<Bet>(`${BASE}/mines/${id}/reveal`, { cell }),
    minesCashOut: (id: string) => http.post<Bet>(`${BASE}/mines/${id}/cashout`),
    crashBet: (stake: number, autoCashOut: number | null) =>
      http.post<CrashBet>(`${BASE}/crash/bets`, { stake, ...(autoCashOut ? { autoCashOut } : {}) }),
    crashCashOut: () => http.post<CrashBet>(`${BASE}/crash/cashout`),
  };
}
export type OriginalsApi = ReturnType<typeof originalsApi>;
