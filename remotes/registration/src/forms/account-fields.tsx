import { useId } from "react";
import type { AccountSettings } from "../api.ts";
import type { RegistrationProps } from "../props.ts";

/**
 * What every registration type asks (docs/players.md "Registration"): currency, country, the
 * welcome bonus (spec 001 §3 bonus choice ids 0, 1, 2) and the age confirmation the server needs.
 */
export function AccountFields({
  props,
  value,
  onChange,
}: {
  props: Pick<RegistrationProps, "currencies" | "countries" | "t">;
  value: AccountSettings;
  onChange: (next: AccountSettings) => void;
}) {
  const { t } = props;
  const id = useId();
  const bonuses: [0 | 1 | 2, string][] = [
    [0, t.bonusNone],
    [1, t.bonusSports],
    [2, t.bonusCasino],
  ];
  return (
    <fieldset className="pr-settings">
      <legend>{t.accountSettings}</legend>
      <div className="pr-grid">
        <p className="pr-field">
          <label htmlFor={`${id}-currency`}>{t.currency}</label>
          <select
            id={`${id}-currency`}
            value={value.currency}
            onChange={(e) => onChange({ ...value, currency: e.target.value })}
          >
            {props.currencies.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </p>
        <p className="pr-field">
          <label htmlFor={`${id}-country`}>{t.country}</label>
          <select
            id={`${id}-country`}
            value={value.country}
            autoComplete="country"
            onChange={(e) => onChange({ ...value, country: e.target.value })}
          >
            {props.countries.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </p>
      </div>
      <fieldset className="pr-bonus">
        <legend>{t.bonus}</legend>
        {bonuses.map(([choice, label]) => (
          <label key={choice} className="pr-radio">
            <input
              type="radio"
              name={`${id}-bonus`}
              value={choice}
              checked={value.bonusChoice === choice}
              onChange={() => onChange({ ...value, bonusChoice: choice })}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <p className="pr-check">
        <input
          id={`${id}-age`}
          type="checkbox"
          required
          checked={value.ageConfirmed}
          onChange={(e) => onChange({ ...value, ageConfirmed: e.target.checked })}
        />
        <label htmlFor={`${id}-age`}>{t.ageConfirm}</label>
      </p>
    </fieldset>
  );
}
