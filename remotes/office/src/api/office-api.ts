import { browserHttp } from "@parlay/web";
import { type BettingApi, bettingApi } from "./betting-api.ts";
import { type WalletApi, walletApi } from "./wallet-api.ts";

let api: WalletApi | null = null;
let betting: BettingApi | null = null;

/** The page's wallet API; call it in effects and handlers only (the HTTP client needs `document`). */
export function officeApi(): WalletApi {
  api ??= walletApi(browserHttp());
  return api;
}

/** The page's betting API (bet history), under the same rule. */
export function officeBettingApi(): BettingApi {
  betting ??= bettingApi(browserHttp());
  return betting;
}
