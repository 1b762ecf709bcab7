import { useLoad } from "@parlay/web";
import { officeApi } from "../api/office-api.ts";
import type { OfficeDictionary } from "../i18n/index.ts";
import { displayMoney } from "../money.ts";
import { LoadError, Loading } from "./load-states.tsx";
import { useWalletChanged } from "./wallet-events.ts";

/**
 * The active account's balance, on every office page (the cashier pages need it in sight):
 * available, on hold (withdrawals waiting for the provider) and the total. Reloads on every wallet
 * change this page announces.
 */
export function BalanceBar({ t, lang, basePath }: { t: OfficeDictionary; lang: string; basePath: string }) {
  const state = useLoad("balance", (signal) => officeApi().balance(signal));
  useWalletChanged(() => state.reload());
  const b = state.data?.balance;
  return (
    <section className="po-balance" aria-labelledby="po-balance-title">
      <h2 id="po-balance-title" className="po-balance__title">
        {t.balance.label}
      </h2>
      {b ? (
        <dl className="po-balance__list" data-currency={b.currency}>
          <div className="po-balance__item po-balance__item--main">
            <dt>{t.balance.available}</dt>
            <dd data-balance="available">{displayMoney(b.money, b.symbol, lang)}</dd>
          </div>
          <div className="po-balance__item">
            <dt>{t.balance.held}</dt>
            <dd data-balance="held">{displayMoney(b.held, b.symbol, lang)}</dd>
          </div>
          <div className="po-balance__item">
            <dt>{t.balance.total}</dt>
            <dd data-balance="total">{displayMoney(b.balance, b.symbol, lang)}</dd>
          </div>
        </dl>
      ) : state.status === "error" && state.error ? (
        <LoadError error={state.error} t={t} basePath={basePath} onRetry={state.reload} />
      ) : (
        <Loading t={t} />
      )}
    </section>
  );
}
