import { browserHttp } from "@parlay/web";
import { useState } from "react";
import { fill, href, loginHref } from "../links.ts";
import { ProviderFrame } from "./ProviderFrame.tsx";
import { SessionChrome } from "./SessionChrome.tsx";
import type { StageProps } from "./stage-props.ts";

type Stage =
  | { kind: "idle" }
  | { kind: "launching" }
  | { kind: "failed"; message: string }
  | { kind: "real"; url: string; sessionId: number }
  | { kind: "demo"; url: string };

interface LaunchAnswer {
  sessionId: number;
  url: string | null;
}

/** The page's event the header's balance (and the coupon) listen to: the player's money moved. */
export const WALLET_CHANGED_EVENT = "parlay:wallet-changed";

/**
 * A provider's game: Play (signed-in players: a launch with a 60 s single-use token, the game in a
 * sandboxed iframe with the session chrome), Play for fun where the site allows demo play, or a
 * log-in link. Nothing starts by itself: the player presses Play.
 */
export function ProviderStage(props: StageProps) {
  const { game, t, signedIn, basePath, lang } = props;
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [round, setRound] = useState(0);
  const lobbyPath = game.category === "slots" ? "/slots" : "/casino";

  async function launch(demo: boolean) {
    setStage({ kind: "launching" });
    const http = browserHttp();
    if (demo) {
      const res = await http.post<{ url: string }>("/web-api/casino/demo", { gameId: game.id, lang });
      if (res.ok) setStage({ kind: "demo", url: res.data.url });
      else
        setStage({
          kind: "failed",
          message: res.error.status === 403 ? t.game.demoNeedsVerification : t.game.launchFailed,
        });
      return;
    }
    const res = await http.post<LaunchAnswer>("/web-api/casino/launch", { gameId: game.id, lang });
    if (res.ok && res.data.url) setStage({ kind: "real", url: res.data.url, sessionId: res.data.sessionId });
    else
      setStage({
        kind: "failed",
        message: res.ok ? t.game.launchFailed : res.error.message || t.game.launchFailed,
      });
  }

  const title = fill(t.game.frameTitle, { name: game.name });
  if (stage.kind === "real")
    return (
      <section className="pc-stage" aria-label={title}>
        <SessionChrome
          sessionId={stage.sessionId}
          round={round}
          basePath={basePath}
          lobbyPath={lobbyPath}
          t={t}
        />
        <ProviderFrame
          url={stage.url}
          title={title}
          onRound={() => {
            setRound((r) => r + 1);
            // A round moved real money: the header's balance reads it again, without a reload.
            window.dispatchEvent(new CustomEvent(WALLET_CHANGED_EVENT, { detail: { reason: "casino" } }));
          }}
        />
      </section>
    );
  if (stage.kind === "demo")
    return (
      <section className="pc-stage pc-demo" aria-label={`${title} — ${t.game.demoBadge}`}>
        <div className="pc-chrome" data-demo>
          <p className="pc-demo-label">
            <strong className="pc-badge">{t.game.demoBadge}</strong> {t.game.demoNote}
          </p>
          <p className="pc-bar">
            <a className="pc-button" href={href(basePath, lobbyPath)}>
              {t.game.exit}
            </a>
          </p>
        </div>
        {/* Virtual money: its rounds move nothing, so they tell the page nothing either. */}
        <ProviderFrame url={stage.url} title={`${title} — ${t.game.demoBadge}`} />
      </section>
    );
  const demoOffered = game.demo === "open" || (game.demo === "verified" && signedIn);
  return (
    <section className="pc-stage" aria-label={title}>
      <p className="pc-bar">
        {signedIn ? (
          <button
            type="button"
            className="pc-button pc-primary"
            disabled={stage.kind === "launching"}
            onClick={() => void launch(false)}
          >
            {t.game.play}
          </button>
        ) : (
          <a className="pc-button pc-primary" href={loginHref(basePath, props.path)}>
            {t.game.signInToPlay}
          </a>
        )}
        {demoOffered && (
          <button
            type="button"
            className="pc-button"
            disabled={stage.kind === "launching"}
            onClick={() => void launch(true)}
          >
            {t.game.playDemo}
          </button>
        )}
      </p>
      {game.demo === "verified" && !signedIn && <p className="pc-note">{t.game.demoNeedsVerification}</p>}
      <p className="pc-note" role="status">
        {stage.kind === "launching" ? t.game.launching : stage.kind === "failed" ? stage.message : ""}
      </p>
    </section>
  );
}
