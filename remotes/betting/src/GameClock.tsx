import type { GameRow } from "./api.ts";
import { clockText } from "./clock.ts";
import type { BettingDictionary } from "./i18n/index.ts";

/** The clock of a game in play next to its score; nothing before the start or after the end. */
export function GameClock({ game, t }: { game: GameRow; t: BettingDictionary }) {
  const text = clockText(game, t);
  if (text === "") return null;
  return (
    <span className="pb-clock">
      {" · "}
      <span className="pb-sr">{`${t.gameTime}: `}</span>
      {text}
    </span>
  );
}
