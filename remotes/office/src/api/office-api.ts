import { browserHttp } from "../../../../apps/shell/app/http/browser.ts";
import { type WalletApi, walletApi } from "./wallet-api.ts";

let api: WalletApi | null = null;

/** The page's wallet API; call it in effects and handlers only (the HTTP client needs `document`). */
export function officeApi(): WalletApi {
  api ??= walletApi(browserHttp());
  return api;
}
