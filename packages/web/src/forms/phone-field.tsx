import { useId } from "react";
import { countryName, PHONE_COUNTRIES, type PhoneCountryOption } from "./phone-countries.ts";

export interface PhoneValue {
  country: string;
  telCode: string;
  number: string;
}

/**
 * A phone number as the API wants it: the telephone code (`country_code` / `phone-code`) and the
 * national number apart. Two labelled controls in a fieldset, so screen readers read both.
 */
export function PhoneField({
  legend,
  codeLabel,
  numberLabel,
  lng,
  value,
  onChange,
  disabled,
  autoFocus,
  describedBy,
  countries = PHONE_COUNTRIES,
}: {
  legend: string;
  codeLabel: string;
  numberLabel: string;
  lng: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  countries?: PhoneCountryOption[];
}) {
  const id = useId();
  return (
    <fieldset className="phone-field" disabled={disabled}>
      <legend>{legend}</legend>
      <div className="phone-field__row">
        <label className="phone-field__code" htmlFor={`${id}-code`}>
          <span className="visually-hidden">{codeLabel}</span>
          <select
            id={`${id}-code`}
            value={value.country}
            onChange={(e) => {
              const chosen = countries.find((c) => c.country === e.target.value);
              if (chosen) onChange({ ...value, country: chosen.country, telCode: chosen.telCode });
            }}
          >
            {countries.map((c) => (
              <option key={c.country} value={c.country}>
                {`${c.name ?? countryName(c.country, lng)} ${c.telCode}`}
              </option>
            ))}
          </select>
        </label>
        <label className="phone-field__number" htmlFor={`${id}-number`}>
          <span className="visually-hidden">{numberLabel}</span>
          <input
            id={`${id}-number`}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            dir="ltr"
            placeholder={numberLabel}
            value={value.number}
            // biome-ignore lint/a11y/noAutofocus: the field is the first one of a dialog that just opened.
            autoFocus={autoFocus}
            aria-describedby={describedBy}
            onChange={(e) => onChange({ ...value, number: e.target.value })}
          />
        </label>
      </div>
    </fieldset>
  );
}
