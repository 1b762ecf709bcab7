/** Keno: a grid of 40 toggle buttons (pick 1–10), 10 numbers drawn. */
import { useState } from "react";
import type { Bet, OriginalsApi } from "./api.ts";
import { Outcome } from "./Dice.tsx";
import { ErrorLine, type GameProps, StakeField, useAction } from "./shared.tsx";

export function Keno({
  texts,
  lang,
  currency,
  disabled,
  api,
  onBet,
}: GameProps & { api: OriginalsApi; onBet: (b: Bet) => void }) {
  const [stake, setStake] = useState(100);
  const [picks, setPicks] = useState<number[]>([]);
  const [last, setLast] = useState<Bet | null>(null);
  const { busy, error, run } = useAction(texts);
  const drawn = new Set((last?.result?.drawn as number[] | undefined) ?? []);
  const toggle = (n: number) =>
    setPicks((p) => (p.includes(n) ? p.filter((x) => x !== n) : p.length < 10 ? [...p, n] : p));
  return (
    <form
      className="og-game"
      onSubmit={async (e) => {
        e.preventDefault();
        const b = await run(() => api.bet("keno", stake, { picks }));
        if (b) {
          setLast(b);
          onBet(b);
        }
      }}
    >
      <StakeField texts={texts} stake={stake} onChange={setStake} currency={currency} />
      <fieldset>
        <legend>{texts.picks}</legend>
        <div className="og-keno">
          {Array.from({ length: 40 }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={picks.includes(n)}
              className={drawn.has(n) ? (picks.includes(n) ? "og-hit" : "og-drawn") : undefined}
              onClick={() => toggle(n)}
            >
              {n}
            </button>
          ))}
        </div>
      </fieldset>
      <button type="button" onClick={() => setPicks([])}>
        {texts.clear}
      </button>{" "}
      <button type="submit" disabled={disabled || busy || picks.length === 0}>
        {texts.play}
      </button>
      <ErrorLine error={error} />
      <Outcome texts={texts} lang={lang} bet={last} />
    </form>
  );
}
