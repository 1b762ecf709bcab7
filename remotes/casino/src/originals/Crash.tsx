/**
 * Crash: the shared round's live multiplier graph, a bet in the betting phase (auto cash-out optional),
 * cash-out while flying (the server's clock decides), the round's cash-outs, the last rounds with their
 * verifier links. The page arrives with the round; from then on the server pushes it on the page's one
 * live socket (topic `crash` on /ws/live, docs/casino.md "Crash rounds, pushed"): the betting phase, the
 * take-off time (the curve is drawn here on the server's clock, corrected by each frame's `serverNow`),
 * the crash point and hash at the bust, and every cash-out. Nothing is polled.
 */
import type { CrashFrame } from "@parlay/contracts/originals";
import { liveHub } from "@parlay/web";
import { useEffect, useId, useRef, useState } from "react";
import type { CrashBet, CrashRound, CrashState, OriginalsApi } from "./api.ts";
import { CrashHistory } from "./BetList.tsx";
import { hundredths, money, t } from "./i18n.ts";
import { ErrorLine, type GameProps, prefersReducedMotion, StakeField, useAction } from "./shared.tsx";

/** How often the status line is redrawn when the player asked for less motion. */
const CALM_MS = 1000;
const HISTORY = 20;

/**
 * The curve as drawn: @parlay/domain/fair `crashMultiplierAt` (docs/casino.md "Crash rounds"). Not
 * imported: the domain's fair index brings @noble/hashes into the bundle. Only the drawing uses it;
 * the server's clock and the domain decide every cash-out.
 */
const crashMultiplierAt = (ms: number) => (ms <= 0 ? 100 : Math.floor(100 * Math.exp(0.00006 * ms) + 1e-9));

/** Follows the crash topic; answers the unsubscribe (the page's live socket by default). */
export type FollowCrash = (onFrame: (frame: CrashFrame) => void) => () => void;

const followOnPageSocket: FollowCrash = (onFrame) => liveHub().subscribeTopic("crash", onFrame);

function Graph({
  multiplier,
  elapsedMs,
  crashed,
}: {
  multiplier: number;
  elapsedMs: number;
  crashed: boolean;
}) {
  const span = Math.max(10_000, elapsedMs);
  const top = Math.max(200, multiplier);
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const ms = (elapsedMs * i) / 40;
    const m = Math.min(crashMultiplierAt(ms), multiplier);
    points.push(`${((ms / span) * 300).toFixed(1)},${(150 - ((m - 100) / (top - 100)) * 140).toFixed(1)}`);
  }
  return (
    <svg className={`og-graph${crashed ? " og-crashed" : ""}`} viewBox="0 0 300 150" aria-hidden="true">
      <polyline points={points.join(" ")} fill="none" strokeWidth={3} />
    </svg>
  );
}

/** The player's bet after a frame: won at its cash-out, lost at the crash, forgotten in a new round. */
function settleMine(bet: CrashBet | null, frame: CrashFrame): CrashBet | null {
  if (!bet) return null;
  const gameNumber = frame.e === "round" ? frame.round.gameNumber : frame.gameNumber;
  if (gameNumber !== bet.gameNumber) return bet.state === "open" || bet.state === "pending" ? bet : null;
  const cashedOut = frame.cashOuts.find(([id]) => id === bet.id);
  if (cashedOut && bet.state === "open")
    return {
      ...bet,
      state: "won",
      cashedOutAt: cashedOut[1],
      payout: Math.floor((bet.stake * cashedOut[1]) / 100),
    };
  if (frame.e === "round" && frame.round.phase === "crashed" && bet.state === "open")
    return { ...bet, state: "lost", payout: 0 };
  return bet;
}

export function Crash({
  texts,
  lang,
  currency,
  disabled,
  api,
  initial,
  initialBets,
  onBalance,
  follow = followOnPageSocket,
}: GameProps & {
  api: OriginalsApi;
  initial: CrashState | null;
  initialBets: CrashBet[];
  onBalance: (balance: number, currency: string) => void;
  follow?: FollowCrash;
}) {
  const [round, setRound] = useState(initial?.round ?? null);
  const [history, setHistory] = useState<CrashRound[]>(initial?.history ?? []);
  const [cashOuts, setCashOuts] = useState<[string, number][]>([]);
  const [myBet, setMyBet] = useState<CrashBet | null>(initial?.myBet ?? null);
  const [bets, setBets] = useState(initialBets);
  const [stake, setStake] = useState(100);
  const [auto, setAuto] = useState("");
  const [now, setNow] = useState(initial?.round?.serverNow ?? 0);
  /** The server's clock minus this one's, from the newest frame (or the page's answer). */
  const offset = useRef<number | null>(null);
  const { busy, error, run } = useAction(texts);
  const id = useId();

  // The player's bet, as it changes (placed, cashed out, settled by a frame), heads their bets.
  useEffect(() => {
    if (myBet) setBets((list) => [myBet, ...list.filter((x) => x.id !== myBet.id)].slice(0, HISTORY));
  }, [myBet]);

  useEffect(() => {
    if (offset.current === null && initial?.round) offset.current = initial.round.serverNow - Date.now();
    const stop = follow((frame) => {
      if (frame.e === "round") {
        offset.current = frame.round.serverNow - Date.now();
        setRound(frame.round);
        setCashOuts((list) =>
          frame.cashOuts.length > 0 || frame.round.phase === "betting" ? frame.cashOuts : list,
        );
        const ended = frame.ended;
        if (ended)
          setHistory((list) =>
            [ended, ...list.filter((r) => r.gameNumber !== ended.gameNumber)].slice(0, HISTORY),
          );
      } else {
        offset.current = frame.serverNow - Date.now();
        setCashOuts((list) => [...list, ...frame.cashOuts.filter(([id]) => !list.some(([x]) => x === id))]);
      }
      setMyBet((bet) => settleMine(bet, frame));
    });
    const draw = () => setNow(Date.now() + (offset.current ?? 0));
    if (prefersReducedMotion()) {
      const timer = setInterval(draw, CALM_MS);
      return () => {
        stop();
        clearInterval(timer);
      };
    }
    let frame = requestAnimationFrame(function loop() {
      draw();
      frame = requestAnimationFrame(loop);
    });
    return () => {
      stop();
      cancelAnimationFrame(frame);
    };
  }, [follow, initial]);

  const flying = round?.phase === "flying" || (round?.phase === "betting" && now >= round.bettingEndsAt);
  const elapsed = round && flying ? Math.max(0, now - round.bettingEndsAt) : 0;
  const multiplier =
    round?.phase === "crashed"
      ? (round.point ?? round.multiplier)
      : flying
        ? crashMultiplierAt(elapsed)
        : 100;
  const status = !round
    ? ""
    : round.phase === "crashed"
      ? t(texts.crashedAt, { point: hundredths(round.point ?? multiplier) })
      : flying
        ? texts.flying
        : t(texts.betting, { s: Math.max(0, Math.ceil((round.bettingEndsAt - now) / 1000)) });
  const mineNow = myBet && round && myBet.gameNumber === round.gameNumber ? myBet : null;

  return (
    <div className="og-game og-crash">
      <div className="og-screen">
        <Graph
          multiplier={multiplier}
          elapsedMs={round?.phase === "crashed" ? 0 : elapsed}
          crashed={round?.phase === "crashed"}
        />
        <p className="og-big" dir="ltr" data-testid="crash-multiplier">
          {hundredths(multiplier)}×
        </p>
        <p aria-live="polite" data-testid="crash-status">
          {status}
        </p>
      </div>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const target = auto ? Math.round(Number(auto) * 100) : null;
          const b = await run(() => api.crashBet(stake, target && target > 100 ? target : null));
          if (b) {
            if (b.balance !== undefined) onBalance(b.balance, b.currency);
            setMyBet(b);
          }
        }}
      >
        <StakeField texts={texts} stake={stake} onChange={setStake} currency={currency} />
        <div className="og-field">
          <label htmlFor={`${id}-a`}>{texts.autoCashOut}</label>
          <input
            id={`${id}-a`}
            type="number"
            min="1.01"
            step="any"
            value={auto}
            onChange={(e) => setAuto(e.currentTarget.value)}
          />
        </div>
        {mineNow?.state === "open" ? (
          <button
            type="button"
            disabled={busy || !flying}
            onClick={async () => {
              const b = await run(() => api.crashCashOut());
              if (b) {
                if (b.balance !== undefined) onBalance(b.balance, b.currency);
                setMyBet(b);
              }
            }}
          >
            {texts.cashOut}
          </button>
        ) : (
          <button
            type="submit"
            disabled={disabled || busy || round?.phase !== "betting" || flying || mineNow !== null}
          >
            {texts.play}
          </button>
        )}
        <ErrorLine error={error} />
        {mineNow && (
          <p data-testid="crash-my-bet">
            {t(texts.yourBet, { amount: money(mineNow.stake, mineNow.currency, lang) })}
            {mineNow.state === "won" &&
              ` · ${t(texts.won, { amount: money(mineNow.payout, mineNow.currency, lang) })}`}
            {mineNow.state === "lost" && ` · ${texts.lost}`}
          </p>
        )}
      </form>
      <section className="og-cashouts" aria-label={texts.cashOuts}>
        <h2>{texts.cashOuts}</h2>
        <ul data-testid="crash-cashouts">
          {cashOuts.map(([betId, at]) => (
            <li key={betId} dir="ltr">
              {hundredths(at)}×{betId === myBet?.id ? ` (${texts.mine_})` : ""}
            </li>
          ))}
        </ul>
      </section>
      <CrashHistory texts={texts} lang={lang} rounds={history} bets={bets} />
      {initial && (
        <dl className="og-chain">
          <dt>{texts.terminalHash}</dt>
          <dd className="og-hash">{initial.chain.terminalHash}</dd>
          <dt>{texts.salt}</dt>
          <dd className="og-hash">{initial.chain.salt}</dd>
        </dl>
      )}
    </div>
  );
}
