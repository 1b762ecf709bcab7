import type { FailureCode, PlayerErrorCode } from "@parlay/contracts/errors";
import type { MessageKey } from "@parlay/i18n";
import { entryFor, isClientFailureCode } from "@parlay/web";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { displayMoneyText } from "./money-format.ts";
import { enforcedLimitsOf, type SlipState } from "./state.ts";
import { couponStore } from "./store.ts";
import type { CouponView } from "./types.ts";

/**
 * The coupon's text for each catalogue code (docs/errors.md), or null for the general
 * "coupon_error_OTHER" (the server's English is never shown). Every code is listed, so a new one
 * fails the typecheck until it is decided here.
 */
const ERROR_KEYS: Record<PlayerErrorCode, MessageKey | null> = {
  VALIDATION: "coupon_error_VALIDATION",
  NOT_FOUND: "coupon_error_NOT_FOUND",
  METHOD_NOT_ALLOWED: null,
  UNAUTHORIZED: "coupon_error_UNAUTHORIZED",
  FORBIDDEN: null,
  NO_SITE_CONFIG: null,
  UNKNOWN_CONFIG_GROUP: null,
  SITE_CONFIG_INVALID: null,
  CONFLICT: null,
  INTERNAL: null,
  DATABASE_UNAVAILABLE: null,
  PAYLOAD_TOO_LARGE: null,
  UNSUPPORTED_MEDIA_TYPE: null,
  REMOTE_UNAVAILABLE: null,
  SUBSCRIPTION_LIMIT: null,
  INSUFFICIENT_FUNDS: "coupon_error_INSUFFICIENT_FUNDS",
  IDEMPOTENCY_KEY_REUSED: null,
  LEDGER_UNBALANCED: null,
  LEDGER_ACCOUNT_MISMATCH: null,
  ALREADY_REVERSED: null,
  HOLD_NOT_ACTIVE: null,
  CURRENCY_NOT_SUPPORTED: null,
  ACCOUNT_EXISTS: null,
  ACCOUNT_NOT_REMOVABLE: null,
  ACCOUNT_NOT_EMPTY: null,
  NO_ACCOUNT_IN_CURRENCY: null,
  AMOUNT_OUT_OF_RANGE: "coupon_error_AMOUNT_OUT_OF_RANGE",
  LIMIT_REFUSED: null,
  ACCOUNT_BANNED: "coupon_error_ACCOUNT_BANNED",
  WITHDRAWAL_NOT_CANCELLABLE: null,
  PAYMENT_ALREADY_SETTLED: null,
  WEBHOOK_SIGNATURE_INVALID: null,
  WEBHOOK_TIMESTAMP_STALE: null,
  PAYMENT_PROVIDER_UNAVAILABLE: null,
  CSRF: null,
  RATE_LIMITED: null,
  CAPTCHA_REQUIRED: null,
  CAPTCHA_INVALID: null,
  CAPTCHA_EXPIRED: null,
  CAPTCHA_USED: null,
  FINGERPRINT_INVALID: null,
  INVALID_CREDENTIALS: null,
  TWO_STEP_INVALID: null,
  TWO_STEP_EXPIRED: null,
  CODE_INVALID: null,
  CODE_EXPIRED: null,
  LINK_INVALID: null,
  WEAK_PASSWORD: null,
  REGISTRATION_CLOSED: null,
  UNDER_AGE: null,
  EMAIL_TAKEN: null,
  PHONE_TAKEN: null,
  SOCIAL_TAKEN: null,
  NO_ACCOUNT: null,
  ONE_TAP_DISABLED: null,
  SOCIAL_TOKEN_INVALID: null,
  TRANSFER_NOT_FOUND: null,
  COUPON_INVALID: "coupon_error_COUPON_INVALID",
  OUTCOME_NOT_FOUND: "coupon_error_OUTCOME_NOT_FOUND",
  MARKET_BLOCKED: "coupon_error_MARKET_BLOCKED",
  COEF_CHANGED: "coupon_error_COEF_CHANGED",
  GAME_FINISHED: "coupon_error_GAME_FINISHED",
  SCORE_CHANGED: "coupon_error_SCORE_CHANGED",
  AMOUNT_BELOW_MIN: "coupon_error_AMOUNT_BELOW_MIN",
  AMOUNT_ABOVE_MAX: "coupon_error_AMOUNT_ABOVE_MAX",
  COUPON_CODE_NOT_FOUND: "coupon_error_COUPON_CODE_NOT_FOUND",
  // Responsible gaming (issue 15) codes without a text of their own here: the server's message.
  LIMIT_DEPOSIT_EXCEEDED: null,
  LIMIT_WAGER_EXCEEDED: "coupon_error_LIMIT_WAGER_EXCEEDED",
  LIMIT_LOSS_EXCEEDED: "coupon_error_LIMIT_LOSS_EXCEEDED",
  SELF_EXCLUDED: "coupon_error_SELF_EXCLUDED",
  TIMED_OUT: "coupon_error_TIMED_OUT",
  SELF_EXCLUSION_ENDED: "coupon_error_SELF_EXCLUSION_ENDED",
  REOPEN_COOLING_OFF: "coupon_error_REOPEN_COOLING_OFF",
  SESSION_LIMIT_REACHED: null,
  REGISTER_EXCLUDED: null,
  REGISTER_UNAVAILABLE: null,
  LIMIT_VALUE_NOT_ALLOWED: null,
  LIMIT_CANNOT_SHORTEN: null,
  LIMIT_NO_PENDING_CHANGE: null,
  LIMIT_PENDING_NOT_CONFIRMABLE_YET: null,
  LIMIT_PENDING_LAPSED: null,
  LIMIT_QUESTIONNAIRE_FAILED: null,
  LIMIT_TYPE_NOT_AVAILABLE: null,
  WITHDRAW_ONLY: null,
  LIMIT_TOKEN_INVALID: null,
  // The HTTP client sends the player to confirm-terms (spec 000 §8); no message of its own.
  TERMS_NOT_ACCEPTED: null,
  TERMS_VERSION_OUTDATED: null,
  // The office's personal-data and verification pages say these themselves.
  PERSONAL_DATA_LOCKED: null,
  DOCUMENT_TYPE_NOT_ALLOWED: null,
  DOCUMENT_TOO_LARGE: null,
  ATTACHMENT_REFUSED: null,
  ATTACHMENT_TOO_LARGE: null,
};

/** The message for a failure's code in the page's language. */
export function errorKey(code: FailureCode): MessageKey {
  if (code === "NETWORK") return "coupon_error_NETWORK";
  return (isClientFailureCode(code) ? null : entryFor(ERROR_KEYS, code)) ?? "coupon_error_OTHER";
}

/** Refusals, the retry of a failed attempt, and the confirmation of changed odds. */
export function CouponMessages({
  state,
  coef,
  money,
}: {
  state: SlipState;
  coef: (o: bigint) => string;
  money: (m: bigint) => string;
}) {
  const { t, lng } = useT();
  const store = couponStore();
  const { error, confirm } = state;
  if (confirm) {
    return (
      <div className="coupon-alert" role="alert" data-coupon-confirm="true">
        <p>{t("coupon_confirm_changes")}</p>
        <ul>
          {confirm.map((c) => {
            const bet = state.coupon.bets.find((b) => b.outcomeId === c.outcomeId);
            return (
              <li key={c.outcomeId}>
                {bet?.market.names[1]}: {coef(c.from)} → {coef(c.to)}
              </li>
            );
          })}
        </ul>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            store.dispatch({ type: "acceptChanges" });
            void store.place();
          }}
        >
          {t("coupon_accept_and_place")}
        </button>{" "}
        <button type="button" className="button" onClick={() => store.dispatch({ type: "acceptChanges" })}>
          {t("coupon_accept_only")}
        </button>
      </div>
    );
  }
  if (!error) return null;
  const details = (error.details ?? {}) as { min?: string; max?: string; limitBalance?: string };
  const minimum = enforcedLimitsOf(state).min;
  return (
    <div className="coupon-alert coupon-alert--error" role="alert" data-error-code={error.code}>
      <p>
        {t(errorKey(error.code), {
          min: details.min ? displayMoneyText(details.min, state.currency, lng) : "—",
          max: details.max ? displayMoneyText(details.max, state.currency, lng) : "—",
          minimum: minimum !== null ? money(minimum) : "—",
          left: details.limitBalance ? displayMoneyText(details.limitBalance, state.currency, lng) : "—",
        })}
      </p>
      {error.retryable ? (
        <button type="button" className="button" onClick={() => void store.place()}>
          {t("coupon_retry")}
        </button>
      ) : null}
    </div>
  );
}

/** successCoupon: id, code, print link, keep bets or clear. */
export function CouponSuccess({
  coupon,
  coupons,
  money,
}: {
  coupon: CouponView;
  coupons: readonly CouponView[];
  money: (m: bigint) => string;
}) {
  const { t, lng } = useT();
  const store = couponStore();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  void money;
  return (
    <div className="coupon-success" data-coupon-success={coupon.id}>
      <h3 ref={heading} tabIndex={-1}>
        {t("coupon_success_title")}
      </h3>
      <ul>
        {coupons.map((c) => (
          <li key={c.id}>
            {t("coupon_success_line", { id: c.id, amount: displayMoneyText(c.amount, c.currency, lng) })}
            {c.code ? (
              <>
                {" · "}
                {t("coupon_success_code", { code: c.code })}
              </>
            ) : null}{" "}
            <Link to={`/${lng}/print-coupon/${c.id}`} target="_blank" rel="noopener">
              {t("coupon_print_link")}
            </Link>
          </li>
        ))}
      </ul>
      <div className="coupon-success__actions">
        <button type="button" className="button" onClick={() => store.dispatch({ type: "keepBets" })}>
          {t("coupon_keep_bets")}
        </button>
        <button
          type="button"
          className="button button--primary"
          onClick={() => store.dispatch({ type: "dismissSuccess" })}
        >
          {t("coupon_clear")}
        </button>
      </div>
    </div>
  );
}

/** Load a coupon by code, and save the coupon as a code to share. */
export function CouponCodes({ state }: { state: SlipState }) {
  const { t } = useT();
  const store = couponStore();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <div className="coupon-codes">
      <form
        className="coupon-codes__load"
        onSubmit={(e) => {
          e.preventDefault();
          void store.loadCode(state.coupon.loadCouponInputValue);
        }}
      >
        <label className="coupon-field" htmlFor="coupon-code">
          <span>{t("coupon_code_label")}</span>
        </label>
        <div className="coupon-amount__row">
          <input
            id="coupon-code"
            name="couponCode"
            autoComplete="off"
            maxLength={16}
            value={state.coupon.loadCouponInputValue}
            onChange={(e) => store.dispatch({ type: "loadInput", text: e.currentTarget.value })}
          />
          <button type="submit" className="button" disabled={state.coupon.loadCouponInputValue.trim() === ""}>
            {t("coupon_code_load")}
          </button>
        </div>
      </form>
      {state.coupon.bets.length > 0 ? (
        <p>
          <button
            type="button"
            className="button button--small"
            onClick={() => void store.saveCode().then((code) => setSaved(code))}
          >
            {t("coupon_code_save")}
          </button>{" "}
          {saved ? (
            <output aria-live="polite" data-coupon-code={saved}>
              {t("coupon_code_saved", { code: saved })}
            </output>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
