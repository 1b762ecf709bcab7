/**
 * Live push (docs/sportsbook.md, `/ws/live`): subscribe to the shown games and fold each diff into
 * them. Only changed keys arrive, so a diff is applied field by field.
 */
import { useEffect, useRef } from "react";
import type { Game } from "./api.ts";

export interface Diff {
  g: number;
  o?: [number, number][];
  b?: [number, 0 | 1][];
  ob?: [number, 0 | 1][];
  st?: number;
  sc?: [number, number];
  ps?: [number, number][];
  tm?: number;
  p?: number;
  inf?: string;
  fin?: 1;
}

/** The game with one diff applied; the same object when the diff is for another game. */
export function applyDiff(game: Game, diff: Diff): Game {
  if (diff.g !== game.gameId) return game;
  const coefs = new Map(diff.o ?? []);
  const blocks = new Map(diff.b ?? []);
  const outcomeBlocks = new Map(diff.ob ?? []);
  const markets =
    coefs.size === 0 && blocks.size === 0 && outcomeBlocks.size === 0
      ? game.markets
      : game.markets.map((m) => ({
          ...m,
          isBlocked: blocks.has(m.marketId) ? blocks.get(m.marketId) === 1 : m.isBlocked,
          outcomes: m.outcomes.map((o) => {
            const coef = coefs.get(o.outcomeId);
            const blocked = outcomeBlocks.get(o.outcomeId);
            if (coef === undefined && blocked === undefined) return o;
            return {
              ...o,
              coef: coef ?? o.coef,
              isBlocked: blocked === undefined ? o.isBlocked : blocked === 1,
            };
          }),
        }));
  const score = diff.sc ?? game.score;
  const periodScores = diff.ps ?? game.periodScores;
  const scoreChanged = diff.sc !== undefined || diff.ps !== undefined;
  return {
    ...game,
    markets,
    statusId: diff.st ?? game.statusId,
    score,
    periodScores,
    fullScore: scoreChanged ? fullScoreText(score, periodScores ?? []) : game.fullScore,
    timeSec: diff.tm ?? game.timeSec,
    period: diff.p ?? game.period,
    info: diff.inf ?? game.info,
    isFinished: diff.fin === 1 ? true : game.isFinished,
  };
}

/** "2:1 (1:0, 1:1)", as the server writes it. */
export function fullScoreText(score: [number, number], periods: [number, number][]): string {
  const main = `${score[0]}:${score[1]}`;
  return periods.length > 0 ? `${main} (${periods.map(([h, a]) => `${h}:${a}`).join(", ")})` : main;
}

/** Subscribes to `gameIds` while mounted; `onDiffs` gets each frame's diffs. Reconnects after 3 s. */
export function useLiveGames(gameIds: number[], onDiffs: (diffs: Diff[]) => void): void {
  const handler = useRef(onDiffs);
  handler.current = onDiffs;
  const key = gameIds.join(",");
  useEffect(() => {
    if (key === "" || typeof WebSocket === "undefined") return;
    const games = key.split(",").map(Number).slice(0, 500); // the server's per-connection limit
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const open = () => {
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      socket = new WebSocket(`${scheme}://${location.host}/ws/live`);
      socket.onopen = () => socket?.send(JSON.stringify({ type: "subscribe", games }));
      socket.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as { t: string; d?: Diff[] };
        if (message.t === "d" && message.d) handler.current(message.d);
      };
      socket.onclose = () => {
        if (!closed) retry = setTimeout(open, 3000);
      };
    };
    open();
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [key]);
}
