/**
 * The casino remote's game page hands provider `parlay`'s games to this stage (game/GameStage.tsx, the
 * switch point). The game's slug is its code. A server-rendered page brings the game's data
 * (`originals`, read by data/page-data.ts); a page that came without it (a client-side navigation)
 * reads it once in the browser with the same loader.
 */
import { useEffect, useState } from "react";
import { browserApi, browserPlayer } from "../client-data.ts";
import type { StageProps } from "../game/stage-props.ts";
import { isOriginalGame, type OriginalGameCode, type OriginalsServerData } from "./api.ts";
import { OriginalGame } from "./OriginalGame.tsx";
import { loadOriginals } from "./page-data.ts";
import { ORIGINALS_CSS } from "./styles.ts";

const empty = (game: OriginalGameCode, signedIn: boolean): OriginalsServerData => ({
  game,
  signedIn,
  seeds: null,
  bets: [],
  crash: null,
  crashBets: [],
});

export function OriginalStage({ game, lang, signedIn, originals: rendered }: StageProps) {
  const code = isOriginalGame(game.slug) ? game.slug : null;
  // A signed-in player's page rendered without their data (the render grant failed) counts as none.
  const originals = rendered && (rendered.signedIn || !signedIn) ? rendered : undefined;
  const [loaded, setLoaded] = useState<OriginalsServerData | null>(null);
  useEffect(() => {
    if (originals || code === null) return;
    let stop = false;
    loadOriginals(code, browserApi, signedIn ? browserPlayer : null).then((d) => {
      if (!stop) setLoaded(d);
    });
    return () => {
      stop = true;
    };
  }, [originals, code, signedIn]);
  if (code === null) return null;
  const data = originals ?? loaded;
  return (
    <section className="pc-stage" aria-label={game.name} data-original={code}>
      {/* The page's CSP allows inline styles; the remote's own style does not carry the originals'. */}
      <style>{ORIGINALS_CSS}</style>
      {/* Keyed: the game remounts with the data once a client-side navigation has read it. */}
      <OriginalGame
        key={data ? "data" : "none"}
        code={code}
        lang={lang}
        data={data ?? empty(code, signedIn)}
      />
    </section>
  );
}
