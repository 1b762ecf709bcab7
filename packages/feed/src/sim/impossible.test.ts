import { BetStatus } from "@parlay/domain/betting";
import { describe, expect, test } from "vitest";
import { MarketType } from "../adapter/market-types.ts";
import { type FeedEvent, type FeedGame, type FeedMarket, GameStatus, type Pair } from "../adapter/types.ts";
import { manualClock } from "../clock/clock.ts";
import { settleOutcome } from "../settle/settle.ts";
import { SportId } from "../sports/catalog.ts";
import { createSimulator } from "./simulator.ts";

/** What a feed consumer holds: game headers, markets with their and their outcomes' suspensions. */
class Replica {
  readonly games = new Map<number, FeedGame>();
  readonly markets = new Map<number, FeedMarket>();
  private readonly byGame = new Map<number, FeedMarket[]>();
  private readonly outcomeMarket = new Map<number, FeedMarket>();

  apply(events: readonly FeedEvent[]): void {
    for (const e of events) {
      if (e.type === "game") this.games.set(e.game.gameId, e.game);
      if (e.type === "markets")
        for (const m of e.markets) {
          const copy = structuredClone(m);
          this.markets.set(m.marketId, copy);
          this.byGame.set(m.gameId, [...(this.byGame.get(m.gameId) ?? []), copy]);
          for (const o of copy.outcomes) this.outcomeMarket.set(o.outcomeId, copy);
        }
      if (e.type === "blocked")
        for (const id of e.marketIds) {
          const m = this.markets.get(id);
          if (m) m.isBlocked = e.isBlocked;
        }
      if (e.type === "outcomesBlocked")
        for (const id of e.outcomeIds) {
          const o = this.outcomeMarket.get(id)?.outcomes.find((x) => x.outcomeId === id);
          if (o) o.isBlocked = e.isBlocked;
        }
    }
  }

  /** Outcomes a player could bet on right now in games being played, with their game. */
  *openInPlay(): Generator<{ game: FeedGame; market: FeedMarket; code: string }> {
    for (const game of this.games.values()) {
      if (game.statusId !== GameStatus.live && game.statusId !== GameStatus.break) continue;
      for (const market of this.byGame.get(game.gameId) ?? []) {
        if (market.isBlocked) continue;
        for (const o of market.outcomes) if (!o.isBlocked) yield { game, market, code: o.code };
      }
    }
  }
}

const T0 = Date.UTC(2026, 5, 10, 15, 0);

/**
 * Plays `hours` of one sport in 30 s steps (the feed suspends in the very advance that brings the
 * goal, so any step size sees it), checking every open outcome after each step.
 */
function play(sportId: number, hours: number, check: (open: ReturnType<Replica["openInPlay"]>) => void) {
  const clock = manualClock(T0);
  const sim = createSimulator({ clock, seed: 3, sportIds: [sportId], historyHours: 1, days: 1 });
  const replica = new Replica();
  replica.apply(sim.snapshot());
  for (let t = 0; t < hours * 3_600_000; t += 30_000) {
    clock.advance(30_000);
    replica.apply(sim.advance());
    check(replica.openInPlay());
  }
}

describe("the simulator suspends outcomes the score has made impossible (issue 13 #23)", () => {
  test("football: no correct score below the score, no under a passed total, no 'no' once both scored, nothing lost in a half that is over", () => {
    let scoredGamesChecked = 0;
    let correctOpenAfterGoal = 0;
    play(SportId.football, 2, (open) => {
      for (const { game, market, code } of open) {
        const [h, a] = game.score;
        if (h + a > 0) scoredGamesChecked += 1;
        if (market.typeId === MarketType.correctScore && code !== "other") {
          const [x, y] = code.split(":").map(Number) as Pair;
          expect(x >= h && y >= a, `${code} open at ${h}:${a}`).toBe(true);
          if (h + a > 0) correctOpenAfterGoal += 1;
        }
        if (market.typeId === MarketType.total && market.kind === 0 && code === "under")
          expect(h + a, `under ${market.param} open at ${h}:${a}`).toBeLessThan(market.param as number);
        if (market.typeId === MarketType.bothScore && code === "no") expect(h > 0 && a > 0).toBe(false);
        checkPeriodOver({ game, market, code });
      }
    });
    expect(scoredGamesChecked).toBeGreaterThan(0);
    // Only the impossible scores go: the rest of the correct-score market still trades after a goal.
    expect(correctOpenAfterGoal).toBeGreaterThan(0);
  });

  test.each([
    ["ice hockey", SportId.iceHockey],
    ["tennis", SportId.tennis],
  ])("%s: no correct score below the score, nothing lost in a period that is over", (_name, sportId) => {
    play(sportId, 3, (open) => {
      for (const o of open) {
        checkPeriodOver(o);
        if (o.market.typeId !== MarketType.correctScore || o.code === "other") continue;
        const [x, y] = o.code.split(":").map(Number) as Pair;
        expect(x >= o.game.score[0] && y >= o.game.score[1], `${o.code} at ${o.game.score}`).toBe(true);
      }
    });
  });
});

function checkPeriodOver({ game, market, code }: { game: FeedGame; market: FeedMarket; code: string }) {
  if (market.kind === 0) return;
  const over = game.statusId === GameStatus.break ? game.period : game.period - 1;
  if (market.kind > over) return;
  const pair = game.periodScores[market.kind - 1] as Pair;
  const settle = { ...market, codes: market.outcomes.map((o) => o.code) };
  const result = { score: pair, periodScores: [...game.periodScores], cancelled: false };
  expect(settleOutcome(settle, code, result), `${market.name} ${code}`).not.toBe(BetStatus.lose);
}
