/**
 * Enforcement of the limits at the moment of an action (issue 15; UKGC RTS 12, LCCP 3.5; binary.com's
 * loss rule). Every check first asks `restrictions`; a refusal names a catalogue code (codes.ts), the
 * limit type that refused and what was left of it (`limitBalance`, minor units). The caller runs the
 * check inside the transaction that moves the money, so two actions cannot both use the same
 * allowance; a refusal changes nothing.
 *
 * - Deposits (20/21/22): deposits started in the window (windows.ts) + every deposit still pending at
 *   the provider (counted in every window whatever its age — it will be credited) + this amount must
 *   not exceed the limit. Gross: withdrawals do not give allowance back (RTS 12B).
 * - Wagering (1/2/3): stakes in the window + this stake must not exceed the limit. Casino debits are
 *   stakes.
 * - Loss (10/11/12): settled net loss in the window (stake − payout by settlement time, negative for
 *   a win) + the potential loss of every open bet (its whole stake; an open casino round's debits) +
 *   this stake must not exceed the limit.
 * Money limits are whole currency units; they are compared in minor units of the same account.
 */
import type { Money } from "../betting/money.ts";
import { effectiveLimit, effectiveValue, type LimitSetting } from "./changes.ts";
import type { LimitCode } from "./codes.ts";
import {
  LIMIT_TYPES,
  type LimitGroup,
  LimitType,
  type LimitTypeId,
  limitInMinorUnits,
  REOPEN_COOLING_OFF_SECONDS,
  typesOfGroup,
} from "./types.ts";
import type { WindowTotals } from "./windows.ts";

export type AccountStatus =
  | "OPEN"
  | "SELF_EXCLUDED"
  | "TIMED_OUT"
  | "SELF_EXCLUSION_ENDED"
  | "REOPEN_COOLING_OFF";

/** What a player may do now. */
export interface Restrictions {
  readonly status: AccountStatus;
  /** The refusal code for gambling actions; null when open. */
  readonly code: Exclude<LimitCode, "LIMIT_DEPOSIT_EXCEEDED"> | null;
  /** When the restriction ends by itself (seconds); null when open, indefinite or awaiting the player. */
  readonly until: number | null;
  readonly login: boolean;
  readonly bet: boolean;
  readonly deposit: boolean;
  readonly bonus: boolean;
  readonly marketing: boolean;
  /** Always: the remaining balance can be withdrawn in every state (LCCP 3.5, MGA). */
  readonly withdraw: true;
  /** The limits section: disabled while self-excluded (spec 001 §4). */
  readonly changeLimits: boolean;
}

function find(limits: readonly LimitSetting[], limitType: LimitTypeId): LimitSetting | undefined {
  return limits.find((l) => l.limitType === limitType);
}

function closed(
  status: AccountStatus,
  code: Restrictions["code"],
  until: number | null,
  login: boolean,
  changeLimits: boolean,
): Restrictions {
  return {
    status,
    code,
    until,
    login,
    bet: false,
    deposit: false,
    bonus: false,
    marketing: false,
    withdraw: true,
    changeLimits,
  };
}

const OPEN: Restrictions = {
  status: "OPEN",
  code: null,
  until: null,
  login: true,
  bet: true,
  deposit: true,
  bonus: true,
  marketing: true,
  withdraw: true,
  changeLimits: true,
};

/**
 * What the player may do at `now`, in order:
 * 1. Self-excluded — a self-exclusion (30) in force, or the marker 37 in force with value 1: nothing
 *    but withdrawing; login refused; until its end (null for the marker).
 * 2. A self-exclusion that has ended and no positive action by the player since its end
 *    (`reopenRequestedAt` ≥ its end): still closed to gambling and marketing, but login allowed so
 *    the player can ask to reopen (and withdraw).
 * 3. Asked to reopen: closed until `reopenRequestedAt` + 24 h (the cooling-off), login allowed.
 * 4. Timed out (33 in force): nothing but withdrawing; login refused; until its end. Ends by itself.
 * Open bets stay and settle in every state; this only governs new actions.
 */
export function restrictions(
  limits: readonly LimitSetting[],
  now: number,
  reopenRequestedAt: number | null = null,
): Restrictions {
  const exclusion = find(limits, LimitType.selfExclusion);
  const inForce = exclusion ? effectiveLimit(exclusion, now) : null;
  if (inForce) return closed("SELF_EXCLUDED", "SELF_EXCLUDED", inForce.endsAt, false, false);
  const marker = find(limits, LimitType.selfExcludedMarker);
  if (marker && effectiveValue(marker, now) === 1)
    return closed("SELF_EXCLUDED", "SELF_EXCLUDED", null, false, false);

  const last = exclusion?.history.filter((e) => e.at <= now).at(-1);
  const endedAt = last?.endsAt ?? null;
  if (endedAt !== null && endedAt <= now) {
    if (reopenRequestedAt === null || reopenRequestedAt < endedAt || reopenRequestedAt > now) {
      return closed("SELF_EXCLUSION_ENDED", "SELF_EXCLUSION_ENDED", null, true, true);
    }
    const reopensAt = reopenRequestedAt + REOPEN_COOLING_OFF_SECONDS;
    if (now < reopensAt) return closed("REOPEN_COOLING_OFF", "REOPEN_COOLING_OFF", reopensAt, true, true);
  }

  const timeout = find(limits, LimitType.timeout);
  const timedOut = timeout ? effectiveLimit(timeout, now) : null;
  if (timedOut) return closed("TIMED_OUT", "TIMED_OUT", timedOut.endsAt, false, true);
  return OPEN;
}

/** One money limit in force, measured against what is already used in its window. */
export interface LimitBalance {
  readonly limitType: LimitTypeId;
  /** The limit, minor units. */
  readonly limit: Money;
  /** Used in the window before this action (minor units; a loss may be negative after wins). */
  readonly used: bigint;
  /** Left before this action: max(0, limit − used). */
  readonly limitBalance: Money;
}

export type CheckResult =
  | { readonly allowed: true; readonly balances: readonly LimitBalance[] }
  | {
      readonly allowed: false;
      readonly code: LimitCode;
      /** The limit that refused; null for a refusal by restrictions. */
      readonly limitType: LimitTypeId | null;
      /** What was left of that limit (minor units); null for a refusal by restrictions. */
      readonly limitBalance: Money | null;
      /** When a restriction ends by itself (seconds), else null. */
      readonly until: number | null;
      readonly balances: readonly LimitBalance[];
    };

/** The common inputs of every check. */
export interface CheckBase {
  readonly limits: readonly LimitSetting[];
  readonly now: number;
  /** Minor-unit digits of the active account's currency (2 for EUR, 0 for JPY). */
  readonly minorUnitDigits: number;
  /** The player's positive action to reopen after a self-exclusion (seconds), if any. */
  readonly reopenRequestedAt?: number | null;
}

/** The money limits of a group in force at `now`, each with what its window has used. */
export function balances(
  base: CheckBase,
  group: LimitGroup,
  usedIn: (window: keyof WindowTotals) => bigint,
): LimitBalance[] {
  const out: LimitBalance[] = [];
  for (const limitType of typesOfGroup(group)) {
    const setting = find(base.limits, limitType);
    const value = setting ? effectiveValue(setting, base.now) : null;
    const limit = value === null ? null : limitInMinorUnits(value, base.minorUnitDigits);
    const window = LIMIT_TYPES[limitType].window;
    if (limit === null || window === null) continue;
    const used = usedIn(window);
    const left = limit - used;
    out.push({ limitType, limit, used, limitBalance: (left > 0n ? left : 0n) as Money });
  }
  return out;
}

function decide(
  base: CheckBase,
  list: readonly LimitBalance[],
  amount: Money,
  code: LimitCode,
  needs: "deposit" | "bet",
): CheckResult {
  const r = restrictions(base.limits, base.now, base.reopenRequestedAt ?? null);
  if (!r[needs] && r.code) {
    return {
      allowed: false,
      code: r.code,
      limitType: null,
      limitBalance: null,
      until: r.until,
      balances: list,
    };
  }
  let worst: LimitBalance | null = null;
  for (const b of list) {
    if (b.used + amount <= b.limit) continue;
    if (worst === null || b.limit - b.used < worst.limit - worst.used) worst = b;
  }
  if (worst) {
    return {
      allowed: false,
      code,
      limitType: worst.limitType,
      limitBalance: worst.limitBalance,
      until: null,
      balances: list,
    };
  }
  return { allowed: true, balances: list };
}

export interface DepositCheck extends CheckBase {
  /** Deposits started in each window (credited and pending), minor units. */
  readonly depositsInWindow: WindowTotals<Money>;
  /** Deposits still pending at the provider, counted in every window, minor units. */
  readonly pendingDeposits: Money;
  readonly amount: Money;
}

/** A deposit is being started. */
export function checkDeposit(input: DepositCheck): CheckResult {
  const list = balances(input, "deposit", (w) => input.depositsInWindow[w] + input.pendingDeposits);
  return decide(input, list, input.amount, "LIMIT_DEPOSIT_EXCEEDED", "deposit");
}

export interface WagerCheck extends CheckBase {
  /** Stakes in each window (bets accepted, casino debits not rolled back), minor units. */
  readonly stakesInWindow: WindowTotals<Money>;
  readonly stake: Money;
}

/** A bet is being placed or a casino debit made: wagering (turnover) limits. */
export function checkWager(input: WagerCheck): CheckResult {
  const list = balances(input, "wagering", (w) => input.stakesInWindow[w]);
  return decide(input, list, input.stake, "LIMIT_WAGER_EXCEEDED", "bet");
}

export interface LossCheck extends CheckBase {
  /** Settled net loss in each window (stake − payout by settlement time; negative after wins). */
  readonly settledNetLoss: WindowTotals<bigint>;
  /** The sum of the stakes of every open bet and open casino round, whenever placed. */
  readonly openBetsPotentialLoss: Money;
  readonly stake: Money;
}

/** A bet is being placed or a casino debit made: loss limits (binary.com's rule). */
export function checkLoss(input: LossCheck): CheckResult {
  const list = balances(input, "loss", (w) => input.settledNetLoss[w] + input.openBetsPotentialLoss);
  return decide(input, list, input.stake, "LIMIT_LOSS_EXCEEDED", "bet");
}

/** Potential loss of open bets: each open bet can lose its whole stake, so the sum of the stakes. */
export function openPotentialLoss(openStakes: readonly Money[]): Money {
  let sum = 0n;
  for (const s of openStakes) sum += s;
  return sum as Money;
}

/** A stake at bet placement or a casino debit: restrictions, then wagering, then loss. */
export function checkStake(input: WagerCheck & LossCheck): CheckResult {
  const wager = checkWager(input);
  if (!wager.allowed) return wager;
  const loss = checkLoss(input);
  if (!loss.allowed) return loss;
  return { allowed: true, balances: [...wager.balances, ...loss.balances] };
}
