/** Pieces every originals game uses: the stake field, the action runner and its error line. */
import type { HttpResult } from "@parlay/web";
import { catalogueCode } from "@parlay/web";
import { useId, useState } from "react";
import type { OriginalsTexts } from "./i18n.ts";

export interface GameProps {
  texts: OriginalsTexts;
  lang: string;
  currency: string;
  disabled: boolean;
}

/** Runs an API call: busy while it runs, the catalogue error in the player's words when it fails. */
export function useAction(texts: OriginalsTexts) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run<T>(call: () => Promise<HttpResult<T>>): Promise<T | null> {
    setBusy(true);
    setError(null);
    try {
      const r = await call();
      if (r.ok) return r.data;
      const code = catalogueCode(r.error);
      setError(
        code === "INSUFFICIENT_FUNDS"
          ? texts.errorFunds
          : code?.startsWith("LIMIT_") || code === "SELF_EXCLUDED" || code === "ACCOUNT_BANNED"
            ? texts.errorLimits
            : code === "CONFLICT"
              ? texts.errorClosed
              : texts.error,
      );
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

export function ErrorLine({ error }: { error: string | null }) {
  return (
    <p className="og-error" role="alert">
      {error ?? ""}
    </p>
  );
}

/** The stake in major units (two decimals), answered in minor units. */
export function StakeField({
  texts,
  stake,
  onChange,
  currency,
}: {
  texts: OriginalsTexts;
  stake: number;
  onChange: (minor: number) => void;
  currency: string;
}) {
  const id = useId();
  return (
    <div className="og-field">
      <label htmlFor={id}>
        {texts.stake} ({currency})
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0.01"
        step="any"
        value={(stake / 100).toFixed(2)}
        onChange={(e) => onChange(Math.max(1, Math.round(Number(e.currentTarget.value) * 100) || 1))}
      />
    </div>
  );
}

/** One of a game's choices: a labelled select (Mines: the mines; Plinko: the rows and the risk). */
export interface Choice {
  label: string;
  value: string | number;
  options: readonly { value: string | number; label: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** The stake and the game's choices: the start of a Mines game, a Plinko drop (one form for both). */
export function StakeForm({
  texts,
  currency,
  stake,
  onStake,
  choices,
}: {
  texts: OriginalsTexts;
  currency: string;
  stake: number;
  onStake: (minor: number) => void;
  choices: readonly Choice[];
}) {
  const id = useId();
  return (
    <>
      <StakeField texts={texts} stake={stake} onChange={onStake} currency={currency} />
      {choices.map((c, i) => (
        <div className="og-field" key={c.label}>
          <label htmlFor={`${id}-${i}`}>{c.label}</label>
          <select
            id={`${id}-${i}`}
            value={c.value}
            disabled={c.disabled}
            onChange={(e) => c.onChange(e.currentTarget.value)}
          >
            {c.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </>
  );
}

/** Whole numbers from..to as select options. */
export const numberOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: String(from + i) }));

/** Whether the player asked for less motion (never true on the server). */
export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true
  );
}
