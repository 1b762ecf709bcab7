/** Dice (a slider 0.00–99.99, over/under) and limbo (a target multiplier). */
import { useId, useState } from "react";
import type { Bet, OriginalsApi } from "./api.ts";
import { hundredths, money, type OriginalsTexts, t, tenThousandths } from "./i18n.ts";
import { ErrorLine, type GameProps, StakeField, useAction } from "./shared.tsx";

type Props = GameProps & { api: OriginalsApi; onBet: (b: Bet) => void };

export function Outcome({ texts, lang, bet }: { texts: OriginalsTexts; lang: string; bet: Bet | null }) {
  if (!bet) return <p className="og-outcome" aria-live="polite" />;
  const r = bet.result ?? {};
  const detail =
    bet.game === "dice"
      ? t(texts.roll, { roll: hundredths(Number(r.roll)) })
      : bet.game === "limbo"
        ? t(texts.result, { point: hundredths(Number(r.point)) })
        : bet.game === "keno"
          ? t(texts.hits, { hits: Number(r.hits) })
          : bet.game === "plinko"
            ? t(texts.slot, { slot: Number(r.slot) })
            : "";
  return (
    <p className="og-outcome" aria-live="polite" data-testid="outcome">
      {detail} ·{" "}
      {bet.payout > 0
        ? `${t(texts.won, { amount: money(bet.payout, bet.currency, lang) })} (${tenThousandths(bet.multiplier)}×)`
        : texts.lost}
    </p>
  );
}

export function Dice({ texts, lang, currency, disabled, api, onBet }: Props) {
  const [stake, setStake] = useState(100);
  const [direction, setDirection] = useState<"over" | "under">("over");
  const [target, setTarget] = useState(4999);
  const [last, setLast] = useState<Bet | null>(null);
  const { busy, error, run } = useAction(texts);
  const id = useId();
  const winning = direction === "under" ? target : 9999 - target;
  const valid = winning >= 1 && winning <= 9800;
  return (
    <form
      className="og-game"
      onSubmit={async (e) => {
        e.preventDefault();
        const b = await run(() => api.bet("dice", stake, { direction, target }));
        if (b) {
          setLast(b);
          onBet(b);
        }
      }}
    >
      <StakeField texts={texts} stake={stake} onChange={setStake} currency={currency} />
      <fieldset className="og-toggle">
        <legend className="og-sr">{texts.target}</legend>
        {(["over", "under"] as const).map((d) => (
          <label key={d}>
            <input
              type="radio"
              name={`${id}-dir`}
              checked={direction === d}
              onChange={() => setDirection(d)}
            />
            {texts[d]}
          </label>
        ))}
      </fieldset>
      <div className="og-field">
        <label htmlFor={`${id}-t`}>
          {texts.target}: {hundredths(target)}
        </label>
        <input
          id={`${id}-t`}
          type="range"
          min={1}
          max={9998}
          value={target}
          aria-valuetext={hundredths(target)}
          onChange={(e) => setTarget(Number(e.currentTarget.value))}
        />
      </div>
      <p>
        {texts.chance}: {valid ? (winning / 100).toFixed(2) : "—"} % · {texts.multiplier}:{" "}
        {valid ? tenThousandths(Math.floor(99_000_000 / winning)) : "—"}×
      </p>
      <button type="submit" disabled={disabled || busy || !valid}>
        {texts.play}
      </button>
      <ErrorLine error={error} />
      <Outcome texts={texts} lang={lang} bet={last} />
    </form>
  );
}

export function Limbo({ texts, lang, currency, disabled, api, onBet }: Props) {
  const [stake, setStake] = useState(100);
  const [target, setTarget] = useState(200);
  const [last, setLast] = useState<Bet | null>(null);
  const { busy, error, run } = useAction(texts);
  const id = useId();
  return (
    <form
      className="og-game"
      onSubmit={async (e) => {
        e.preventDefault();
        const b = await run(() => api.bet("limbo", stake, { target }));
        if (b) {
          setLast(b);
          onBet(b);
        }
      }}
    >
      <StakeField texts={texts} stake={stake} onChange={setStake} currency={currency} />
      <div className="og-field">
        <label htmlFor={`${id}-t`}>{texts.targetMultiplier}</label>
        <input
          id={`${id}-t`}
          type="number"
          min="1.01"
          max="1000000"
          step="any"
          value={hundredths(target)}
          onChange={(e) => setTarget(Math.max(101, Math.round(Number(e.currentTarget.value) * 100) || 101))}
        />
      </div>
      <p>
        {texts.chance}: {(99 / (target / 100)).toFixed(2)} %
      </p>
      <button type="submit" disabled={disabled || busy}>
        {texts.play}
      </button>
      <ErrorLine error={error} />
      <Outcome texts={texts} lang={lang} bet={last} />
    </form>
  );
}
