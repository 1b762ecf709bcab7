/** Mines: a 5 × 5 board; start (stake, mines) → open cells → cash out or hit a mine. */
import { useState } from "react";
import type { Bet, OriginalsApi } from "./api.ts";
import { money, type OriginalsTexts, t, tenThousandths } from "./i18n.ts";
import { ErrorLine, type GameProps, numberOptions, StakeForm, useAction } from "./shared.tsx";

function cellState(game: Bet | null, cell: number): "hidden" | "safe" | "mine" {
  if (!game) return "hidden";
  const picks = (game.params.picks as number[] | undefined) ?? [];
  const mines = (game.result?.mineCells as number[] | undefined) ?? [];
  if (mines.includes(cell)) return "mine";
  return picks.includes(cell) ? "safe" : "hidden";
}

function Summary({ texts, lang, game }: { texts: OriginalsTexts; lang: string; game: Bet | null }) {
  if (game?.state !== "settled") return <p className="og-outcome" aria-live="polite" />;
  return (
    <p className="og-outcome" aria-live="polite" data-testid="outcome">
      {game.payout > 0
        ? `${t(texts.won, { amount: money(game.payout, game.currency, lang) })} (${tenThousandths(game.multiplier)}×)`
        : texts.lost}
    </p>
  );
}

export function Mines({
  texts,
  lang,
  currency,
  disabled,
  api,
  onBet,
}: GameProps & { api: OriginalsApi; onBet: (b: Bet) => void }) {
  const [stake, setStake] = useState(100);
  const [mines, setMines] = useState(3);
  const [game, setGame] = useState<Bet | null>(null);
  const { busy, error, run } = useAction(texts);
  const open = game?.state === "open";
  const update = (b: Bet | null) => {
    if (!b) return;
    setGame(b);
    onBet(b);
  };
  return (
    <div className="og-game">
      <StakeForm
        texts={texts}
        currency={currency}
        stake={stake}
        onStake={setStake}
        choices={[
          {
            label: texts.minesCount,
            value: mines,
            options: numberOptions(1, 24),
            onChange: (v) => setMines(Number(v)),
            disabled: open,
          },
        ]}
      />
      <fieldset className="og-mines">
        <legend className="og-sr">{texts.mines}</legend>
        {[0, 1, 2, 3, 4].map((r) => (
          <div className="og-row" key={r}>
            {[0, 1, 2, 3, 4].map((c) => {
              const cell = r * 5 + c;
              const s = cellState(game, cell);
              return (
                <button
                  key={cell}
                  type="button"
                  className={`og-cell og-${s}`}
                  aria-label={`${t(texts.cell, { n: cell + 1 })}: ${texts[s]}`}
                  disabled={!open || busy || s !== "hidden"}
                  onClick={() => run(() => api.minesReveal(game?.id as string, cell)).then(update)}
                >
                  {s === "mine" ? "✹" : s === "safe" ? "◆" : ""}
                </button>
              );
            })}
          </div>
        ))}
      </fieldset>
      {open ? (
        <button
          type="button"
          disabled={busy || ((game?.params.picks as number[] | undefined) ?? []).length === 0}
          onClick={() => run(() => api.minesCashOut(game?.id as string)).then(update)}
        >
          {texts.cashOut}
        </button>
      ) : (
        <button
          type="button"
          disabled={disabled || busy}
          onClick={() => run(() => api.minesStart(stake, mines)).then(update)}
        >
          {texts.start}
        </button>
      )}
      <ErrorLine error={error} />
      <Summary texts={texts} lang={lang} game={game} />
    </div>
  );
}
