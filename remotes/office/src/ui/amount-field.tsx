import { formatMoney } from "@parlay/domain/wallet";
import { useId } from "react";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { type AmountLimits, displayMoney, stepAmount } from "../money.ts";

export interface AmountFieldProps {
  currency: string;
  symbol: string;
  limits: AmountLimits;
  value: string;
  onChange: (value: string) => void;
  /** The problem to show under the field (already in the player's language), or null. */
  error: string | null;
  lang: string;
  t: OfficeDictionary;
}

/**
 * An amount with the currency's step: a text box (inputMode decimal, so "150,50" and Arabic digits
 * are accepted and checked by our rules rather than the browser's), − and + buttons that move by
 * the step within min and max, and quick amounts. The hint and the error are tied to the input.
 */
export function AmountField({ currency, symbol, limits, value, onChange, error, lang, t }: AmountFieldProps) {
  const id = useId();
  const money = (minor: bigint) => displayMoney(formatMoney(minor, currency), symbol, lang);
  const step = money(limits.step);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="po-field">
      <label htmlFor={id}>{fill(t.amount.label, { currency })}</label>
      <div className="po-amount">
        <button
          type="button"
          className="po-amount__step"
          aria-label={fill(t.amount.stepDown, { step })}
          onClick={() => onChange(stepAmount(value, -1, currency, limits))}
        >
          −
        </button>
        <input
          id={id}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <button
          type="button"
          className="po-amount__step"
          aria-label={fill(t.amount.stepUp, { step })}
          onClick={() => onChange(stepAmount(value, 1, currency, limits))}
        >
          +
        </button>
      </div>
      <p id={hintId} className="po-hint">
        {fill(t.amount.hint, { min: money(limits.min), max: money(limits.max), step })}
      </p>
      {/* Always present, so the error is announced when it appears (and tied to the input only then). */}
      <p id={errorId} className="po-field-error" aria-live="polite">
        {error}
      </p>
      {limits.presets.length > 0 ? (
        <fieldset className="po-presets">
          <legend>{t.amount.presets}</legend>
          {limits.presets.map((preset) => {
            const text = formatMoney(preset, currency);
            return (
              <button
                key={text}
                type="button"
                className="po-chip"
                aria-pressed={value === text}
                onClick={() => onChange(text)}
              >
                {money(preset)}
              </button>
            );
          })}
        </fieldset>
      ) : null}
    </div>
  );
}
