/** Plinko: rows 8–16, risk; the ball falls along the bet's path (or lands at once with reduced motion). */
import { useEffect, useState } from "react";
import type { Bet, OriginalsApi } from "./api.ts";
import { Outcome } from "./Dice.tsx";
import {
  ErrorLine,
  type GameProps,
  numberOptions,
  prefersReducedMotion,
  StakeForm,
  useAction,
} from "./shared.tsx";

const STEP_MS = 120;

function Board({ rows, path, step }: { rows: number; path: ("L" | "R")[]; step: number }) {
  const w = 340;
  const gap = w / (rows + 2);
  const pegs: { x: number; y: number }[] = [];
  for (let r = 0; r < rows; r++)
    for (let k = 0; k <= r + 2; k++) pegs.push({ x: w / 2 + (k - (r + 2) / 2) * gap, y: (r + 1) * gap });
  // The ball after `step` rows: x moves half a gap right or left per row.
  let x = w / 2;
  for (let i = 0; i < Math.min(step, path.length); i++) x += path[i] === "R" ? gap / 2 : -gap / 2;
  const y = (Math.min(step, rows) + 0.5) * gap;
  return (
    <svg className="og-plinko" viewBox={`0 0 ${w} ${(rows + 2) * gap}`} role="img" aria-hidden="true">
      {pegs.map((p) => (
        <circle key={`${p.x}-${p.y}`} cx={p.x} cy={p.y} r={2.5} className="og-peg" />
      ))}
      {path.length > 0 && <circle cx={x} cy={y} r={gap / 4} className="og-ball" />}
    </svg>
  );
}

export function Plinko({
  texts,
  lang,
  currency,
  disabled,
  api,
  onBet,
}: GameProps & { api: OriginalsApi; onBet: (b: Bet) => void }) {
  const [stake, setStake] = useState(100);
  const [rows, setRows] = useState(12);
  const [risk, setRisk] = useState<"low" | "medium" | "high">("medium");
  const [last, setLast] = useState<Bet | null>(null);
  const [step, setStep] = useState(0);
  const { busy, error, run } = useAction(texts);
  const path = ((last?.result?.path as ("L" | "R")[] | undefined) ?? []) as ("L" | "R")[];
  const landed = step >= path.length;
  useEffect(() => {
    if (!last || step >= path.length) return;
    const timer = setTimeout(() => setStep((s) => s + 1), STEP_MS);
    return () => clearTimeout(timer);
  }, [last, step, path.length]);
  return (
    <form
      className="og-game"
      onSubmit={async (e) => {
        e.preventDefault();
        const b = await run(() => api.bet("plinko", stake, { rows, risk }));
        if (b) {
          setStep(prefersReducedMotion() ? rows : 0);
          setLast(b);
          onBet(b);
        }
      }}
    >
      <StakeForm
        texts={texts}
        currency={currency}
        stake={stake}
        onStake={setStake}
        choices={[
          {
            label: texts.rows,
            value: rows,
            options: numberOptions(8, 16),
            onChange: (v) => setRows(Number(v)),
          },
          {
            label: texts.risk,
            value: risk,
            options: (["low", "medium", "high"] as const).map((r) => ({ value: r, label: texts[r] })),
            onChange: (v) => setRisk(v as typeof risk),
          },
        ]}
      />
      <Board rows={last ? Number(last.params.rows) : rows} path={path} step={step} />
      <button type="submit" disabled={disabled || busy || !landed}>
        {texts.play}
      </button>
      <ErrorLine error={error} />
      {landed ? (
        <Outcome texts={texts} lang={lang} bet={last} />
      ) : (
        <p className="og-outcome" aria-live="polite" />
      )}
    </form>
  );
}
