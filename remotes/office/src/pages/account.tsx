import { canOpenAccountIn, walletCurrencies } from "@parlay/domain/wallet";
import type { HttpFailure } from "@parlay/web";
import { useLoad } from "@parlay/web";
import { type FormEvent, useEffect, useState } from "react";
import { officeApi } from "../api/office-api.ts";
import type { AccountStore, AccountView } from "../api/types.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { currencySymbol, displayMoney } from "../money.ts";
import { failureText } from "../ui/errors.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import { announceWalletChange } from "../ui/wallet-events.ts";
import type { PageProps } from "./page-props.ts";
import { personalDataHref } from "./verification.tsx";

/** Spec 001 §9: after adding a currency the accounts are reloaded every 1000 ms until it appears. */
export const ADD_POLL_MS = 1000;
const ADD_POLL_ATTEMPTS = 5;

type Message = { kind: "ok" | "error"; text: string } | null;

function typeLabel(a: AccountView, t: OfficeDictionary): string {
  if (a.type === 0) return t.account.typeMain;
  if (a.type === 4) return t.account.typeBonus;
  return t.account.typeCurrency;
}

function currencyName(iso: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang], { type: "currency" }).of(iso) ?? iso;
  } catch {
    return iso;
  }
}

/**
 * office/account: the accounts (main, currency, bonus) with their balances, switching the active
 * one, adding and removing a currency account. A refused add or remove shows the server's own
 * message (spec 001 §8: "success false with the server message").
 */
export function AccountPage({ t, lang, basePath, initial }: PageProps) {
  const [run, setRun] = useState(0);
  const store = useLoad(`accounts:${run}`, (signal) => officeApi().accounts(signal), {
    initial: initial.accounts,
  });
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ id: number; iso: string; tries: number } | null>(null);
  const [currency, setCurrency] = useState("");
  const reload = () => setRun((n) => n + 1);
  const refused = (error: HttpFailure) => setMessage({ kind: "error", text: failureText(error, t) });

  // Poll until the new account is in the list (it normally is at once; a replica may lag).
  useEffect(() => {
    if (!adding || store.status !== "ready" || !store.data) return;
    if (store.data.all_accounts.some((a) => a.id === adding.id) || adding.tries >= ADD_POLL_ATTEMPTS) {
      setMessage({ kind: "ok", text: fill(t.account.added, { currency: adding.iso }) });
      setAdding(null);
      return;
    }
    const timer = setTimeout(() => {
      setAdding({ ...adding, tries: adding.tries + 1 });
      setRun((n) => n + 1);
    }, ADD_POLL_MS);
    return () => clearTimeout(timer);
  }, [adding, store.status, store.data, t]);

  if (!store.data) {
    if (store.status === "error" && store.error)
      return <LoadError error={store.error} t={t} basePath={basePath} onRetry={store.reload} />;
    return <Loading t={t} />;
  }
  const data: AccountStore = store.data;

  const onSwitch = async (account: AccountView) => {
    setBusy(`switch:${account.id}`);
    setMessage(null);
    const res = await officeApi().switchActive(account.id);
    setBusy(null);
    if (!res.ok) return refused(res.error);
    setMessage({ kind: "ok", text: fill(t.account.switched, { account: account.labelWithSymbol }) });
    announceWalletChange({ reason: "switch", activeAccountId: account.id });
    reload();
  };

  const onRemove = async (account: AccountView) => {
    setBusy(`remove:${account.id}`);
    setMessage(null);
    const res = await officeApi().removeAccount(account.id);
    setBusy(null);
    if (!res.ok) return refused(res.error);
    setMessage({ kind: "ok", text: fill(t.account.removed, { account: account.labelWithSymbol }) });
    announceWalletChange({ reason: "account-removed" });
    reload();
  };

  const held = new Set(data.all_accounts.map((a) => a.iso));
  const choices = walletCurrencies()
    .filter((c) => canOpenAccountIn(c.iso) && !held.has(c.iso))
    .map((c): string => c.iso)
    .sort();
  const chosen = choices.includes(currency) ? currency : (choices[0] ?? "");

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || busy) return;
    setBusy("add");
    setMessage({ kind: "ok", text: fill(t.account.addWaiting, { currency: chosen }) });
    const res = await officeApi().addAccount(chosen);
    setBusy(null);
    if (!res.ok) return refused(res.error);
    setAdding({ id: res.data.account.id, iso: chosen, tries: 0 });
    announceWalletChange({ reason: "account-added" });
    reload();
  };

  const bonusAccounts = data.all_accounts.filter((a) => a.type === 4);
  return (
    <div className="po-accounts" id="po-accounts">
      <p>{t.account.intro}</p>
      <nav className="po-links" aria-label={t.verification.personalTitle}>
        <a className="po-link" href={personalDataHref(basePath)} data-section="personal_data">
          {t.verification.personalLink}
        </a>{" "}
        <a className="po-link" href={`${basePath}/office/verification`}>
          {t.pages.verification}
        </a>
      </nav>
      <p className={`po-message po-message--${message?.kind ?? "ok"}`} role="status" aria-live="polite">
        {message?.text}
      </p>
      <ul className="po-account-list" aria-label={t.account.listLabel}>
        {data.accounts.map((a) => (
          <li key={a.id} className="po-account" data-account-id={a.id} data-active={a.isActive || undefined}>
            <div className="po-account__name">
              <span className="po-account__type">{typeLabel(a, t)}</span>
              <span className="po-account__iso">{`${a.iso}, ${a.symbol}`}</span>
            </div>
            <p className="po-account__money">
              <span className="po-visually-hidden">{`${t.balance.available}: `}</span>
              {displayMoney(a.money, a.symbol, lang)}
              {/^0(\.0+)?$/.test(a.held) ? null : (
                <span className="po-account__held">{` · ${t.balance.held}: ${displayMoney(a.held, a.symbol, lang)}`}</span>
              )}
            </p>
            {a.convertMessage ? <p className="po-note">{a.convertMessage}</p> : null}
            <div className="po-account__actions">
              {a.isActive ? (
                <span className="po-badge">{t.account.active}</span>
              ) : (
                <button
                  type="button"
                  className="po-button po-button--ghost"
                  aria-label={`${t.account.makeActive}: ${a.labelWithSymbol}`}
                  aria-disabled={busy !== null || undefined}
                  onClick={() => busy === null && void onSwitch(a)}
                >
                  {t.account.makeActive}
                </button>
              )}
              {a.type === 9 ? (
                <button
                  type="button"
                  className="po-button po-button--danger"
                  aria-label={`${t.account.remove}: ${a.labelWithSymbol}`}
                  aria-disabled={busy !== null || undefined}
                  onClick={() => busy === null && void onRemove(a)}
                >
                  {t.account.remove}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>

      <form className="po-form po-add" onSubmit={onAdd}>
        <fieldset>
          <legend>{t.account.addLegend}</legend>
          {choices.length === 0 ? (
            <p>{t.account.noCurrencies}</p>
          ) : (
            <div className="po-add__row">
              <div className="po-field">
                <label htmlFor="po-add-currency">{t.account.currency}</label>
                <select id="po-add-currency" value={chosen} onChange={(e) => setCurrency(e.target.value)}>
                  {choices.map((iso) => (
                    <option key={iso} value={iso}>
                      {`${iso} — ${currencyName(iso, lang)} (${currencySymbol(iso)})`}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="submit"
                className="po-button po-button--primary"
                aria-disabled={busy !== null || undefined}
              >
                {t.account.add}
              </button>
            </div>
          )}
        </fieldset>
      </form>

      <section className="po-bonuses" aria-labelledby="po-bonuses-title">
        <h2 id="po-bonuses-title">{t.account.bonuses}</h2>
        {bonusAccounts.length === 0 ? (
          <p>{t.account.noBonuses}</p>
        ) : (
          <ul>
            {bonusAccounts.map((a) => (
              <li key={a.id}>{`${a.label}: ${displayMoney(a.money, a.symbol, lang)}`}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
