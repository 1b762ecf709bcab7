import type { GameTile } from "../api.ts";
import type { CasinoDictionary } from "../i18n/index.ts";
import { fill, gameHref, rtpText } from "../links.ts";
import { useFavorites } from "./favorites.tsx";

/**
 * A game tile: a real link to the game's page (the whole tile is its target), provider, RTP and
 * volatility; a heart for signed-in players (a toggle button, `aria-pressed`).
 */
export function Tile({ game, basePath, t }: { game: GameTile; basePath: string; t: CasinoDictionary }) {
  const favorites = useFavorites();
  const on = favorites.has(game.id);
  const initials = game.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? "")
    .join("");
  return (
    <li className="pc-tile" data-game={game.id}>
      <div className="pc-art" aria-hidden="true" style={game.theme ? { background: game.theme } : undefined}>
        {game.art ? <img src={game.art} alt="" loading="lazy" /> : initials}
      </div>
      <div className="pc-tile-body">
        <a className="pc-tile-name" href={gameHref(basePath, game)}>
          {game.name}
        </a>
        <dl className="pc-meta">
          <dt>{t.game.provider}</dt>
          <dd>{fill(t.tile.by, { provider: game.provider.name })}</dd>
          {game.rtpBp !== null && (
            <>
              <dt>{t.tile.rtp}</dt>
              <dd>
                {`${t.tile.rtp} `}
                <bdi>{rtpText(game.rtpBp)}</bdi>
              </dd>
            </>
          )}
          {game.volatility && (
            <>
              <dt>{t.tile.volatility}</dt>
              <dd>{`${t.tile.volatility}: ${t.tile.volatilities[game.volatility]}`}</dd>
            </>
          )}
          {game.jackpot && (
            <>
              <dt>{t.tile.jackpot}</dt>
              <dd className="pc-badge">{t.tile.jackpot}</dd>
            </>
          )}
        </dl>
      </div>
      {favorites.signedIn && (
        <button
          type="button"
          className="pc-fav"
          aria-pressed={on}
          aria-label={fill(on ? t.tile.removeFavorite : t.tile.addFavorite, { name: game.name })}
          onClick={() => favorites.toggle(game.id)}
        >
          {on ? "♥" : "♡"}
        </button>
      )}
    </li>
  );
}

/** A grid of tiles, or the empty text. */
export function TileGrid(props: {
  games: GameTile[];
  basePath: string;
  t: CasinoDictionary;
  label?: string;
}) {
  if (props.games.length === 0) return <p className="pc-note">{props.t.empty}</p>;
  return (
    <ul className="pc-grid" aria-label={props.label}>
      {props.games.map((g) => (
        <Tile key={g.id} game={g} basePath={props.basePath} t={props.t} />
      ))}
    </ul>
  );
}
