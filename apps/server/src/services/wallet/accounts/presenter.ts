import { convertMessageFor, formatMoney, walletCurrency } from "@parlay/domain/wallet";
import { z } from "zod";
import { idNumber } from "../http.ts";
import { ACCOUNT_TYPE, type AccountRow } from "./store.ts";

/** The Account entity (spec 001 §3), plus `held`/`balance` and the HRK `convertMessage` (§4). */
export const accountView = z.object({
  id: z.number(),
  iso: z.string(),
  currencyId: z.number(),
  symbol: z.string(),
  /** Available money (posted balance minus holds), decimal string in major units. */
  money: z.string(),
  held: z.string(),
  balance: z.string(),
  type: z.union([z.literal(0), z.literal(4), z.literal(9)]),
  isActive: z.boolean(),
  label: z.string(),
  labelWithSymbol: z.string(),
  points: z.number(),
  isPointsTypeBalance: z.boolean(),
  convertMessage: z.string().nullable(),
});
export type AccountView = z.infer<typeof accountView>;

/** The Account store (spec 001 §3) as the shell loads it. */
export const accountStoreView = z.object({
  accounts: z.array(accountView),
  all_accounts: z.array(accountView),
  mainAccount: accountView.nullable(),
  activeAccount: accountView.nullable(),
  bonuses: z.array(z.object({ idBonus: z.number(), money: z.string() })),
  isAvailableFirstDepositBonus: z.boolean(),
  isAccountFrozen: z.boolean(),
});
export type AccountStoreView = z.infer<typeof accountStoreView>;

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
