import {
  type AccountStoreView,
  type AccountView,
  accountStoreView,
  accountView,
} from "@parlay/contracts/wallet";
import { convertMessageFor, formatMoney, walletCurrency } from "@parlay/domain/wallet";
import { idNumber } from "../http.ts";
import { ACCOUNT_TYPE, type AccountRow } from "./store.ts";

/** The Account entity and store (spec 001 §3) are the contract's (@parlay/contracts/wallet). */
export { type AccountStoreView, type AccountView, accountStoreView, accountView };

export function presentAccount(a: AccountRow): AccountView {
  const currency = walletCurrency(a.currency);
  const symbol = currency?.symbol ?? a.currency;
  const label = a.label ?? (a.type === ACCOUNT_TYPE.main ? "Main account" : `${a.currency} account`);
  return {
    id: idNumber(a.id),
    iso: a.currency,
    currencyId: currency?.currencyId ?? 0,
    symbol,
    money: formatMoney(a.balance - a.held, a.currency),
    held: formatMoney(a.held, a.currency),
    balance: formatMoney(a.balance, a.currency),
    type: a.type,
    isActive: a.is_active,
    label,
    labelWithSymbol: `${label}, ${symbol}`,
    points: Number(a.points),
    isPointsTypeBalance: false,
    convertMessage: convertMessageFor(a.currency),
  };
}

export function presentAccountStore(rows: readonly AccountRow[], hasDeposit: boolean): AccountStoreView {
  const all = rows.map(presentAccount);
  const money = all.filter((a) => a.type !== ACCOUNT_TYPE.bonus);
  return {
    accounts: money,
    all_accounts: all,
    mainAccount: all.find((a) => a.type === ACCOUNT_TYPE.main) ?? null,
    activeAccount: all.find((a) => a.isActive) ?? null,
    bonuses: all.filter((a) => a.type === ACCOUNT_TYPE.bonus).map((a) => ({ idBonus: a.id, money: a.money })),
    isAvailableFirstDepositBonus: !hasDeposit,
    isAccountFrozen: false,
  };
}
