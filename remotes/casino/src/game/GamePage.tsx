import { stricterDemo } from "@parlay/domain/casino-lobby";
import { formatMoney } from "@parlay/domain/wallet";
import { useLoad } from "@parlay/web";
import { asResult, browserApi } from "../client-data.ts";
import { fill, href, rtpText } from "../links.ts";
import { useFavorites } from "../lobby/favorites.tsx";
import type { CasinoProps } from "../props.ts";
import type { CasinoRoute } from "../routes.ts";
import { GameStage } from "./GameStage.tsx";

/**
 * A game's page: its facts (provider, RTP, volatility, maximum bet), description and rules before
 * any play (UKGC RTS 3), then the play area (GameStage).
 */
export function GamePage(props: CasinoProps & { route: Extract<CasinoRoute, { page: "game" }> }) {
  const { t, basePath, route, lang, initial } = props;
  const loaded = useLoad(
    `casino:game:${route.gameId}:${lang}`,
    (s) => asResult(browserApi.game(route.gameId, lang, s)),
    {
      ...(initial.game ? { initial: initial.game } : {}),
    },
  );
  const favorites = useFavorites();
  const game = loaded.data;
  if (!game) return <p className="pc-note">{loaded.status === "error" ? t.empty : ""}</p>;
  const on = favorites.has(game.id);
  return (
    <article className="pc-game">
      <div className="pc-bar">
        <h1 className="pc-h1">{game.name}</h1>
        {favorites.signedIn && (
          <button
            type="button"
            className="pc-button"
            aria-pressed={on}
            onClick={() => favorites.toggle(game.id)}
          >
            {on ? "♥ " : "♡ "}
            {fill(on ? t.tile.removeFavorite : t.tile.addFavorite, { name: game.name })}
          </button>
        )}
      </div>
      <dl className="pc-facts">
        <div>
          <dt>{t.game.provider}</dt>
          <dd>
            <a href={href(basePath, `/providers/${game.provider.id}`)}>{game.provider.name}</a>
          </dd>
        </div>
        <div>
          <dt>{t.game.rtp}</dt>
          <dd data-rtp>{game.rtpBp === null ? t.game.rtpUnknown : <bdi>{rtpText(game.rtpBp)}</bdi>}</dd>
        </div>
        {game.volatility && (
          <div>
            <dt>{t.game.volatility}</dt>
            <dd>{t.tile.volatilities[game.volatility]}</dd>
          </div>
        )}
        <div>
          <dt>{t.game.maxBet}</dt>
          <dd>{game.maxBet === null ? t.game.noMaxBet : formatMoney(BigInt(game.maxBet), "EUR")}</dd>
        </div>
      </dl>
      {game.description && (
        <section aria-labelledby="pc-about">
          <h2 className="pc-h2" id="pc-about">
            {t.game.about}
          </h2>
          <p dir="auto">{game.description}</p>
        </section>
      )}
      <section aria-labelledby="pc-rules">
        <h2 className="pc-h2" id="pc-rules">
          {t.game.rules}
        </h2>
        <p className="pc-rules" dir="auto">
          {game.rules || t.game.noRules}
        </p>
      </section>
      <p className="pc-note">
        {game.minSpinMs > 0 && `${fill(t.game.spinNote, { s: (game.minSpinMs / 1000).toString() })} `}
        {t.game.noAutoplay}
      </p>
      {game.availableHere ? (
        <GameStage
          game={{ ...game, demo: stricterDemo(game.demo, props.siteDemo) }}
          lang={lang}
          basePath={basePath}
          path={props.path}
          signedIn={props.signedIn}
          t={t}
          originals={initial.originals?.game === game.slug ? initial.originals : undefined}
        />
      ) : (
        // Blocked in the visitor's country: the page stays (one address per game), play does not.
        <p className="pc-note" role="status" data-unavailable>
          {t.game.notAvailableHere}
        </p>
      )}
    </article>
  );
}
