import type { CatalogueGame } from "@parlay/contracts/casino-catalogue";
import {
  CATALOGUE_LANGS,
  EDITABLE_COLLECTIONS,
  type GameEditInput,
  gameEditInput,
} from "@parlay/domain/casino-catalogue";
import { GAME_CATEGORIES } from "@parlay/domain/casino-lobby";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { api, money, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";
import { listedText, rtpText } from "./casino-games.tsx";

const OTHER_LANGS = CATALOGUE_LANGS.filter((l) => l !== "en");
const LANG_NAMES: Record<string, string> = { ru: "Russian", ar: "Arabic" };

interface Values {
  name: string;
  names: Record<string, string>;
  category: string;
  collections: string[];
  /** Collections of a page's own (e.g. vulkan), comma-separated. */
  otherCollections: string;
  tileOrder: string;
  enabled: boolean;
  blockedCountries: string;
}

const list = (text: string) =>
  text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function valuesOf(g: CatalogueGame): Values {
  const editable = EDITABLE_COLLECTIONS as readonly string[];
  return {
    name: g.name,
    names: Object.fromEntries(OTHER_LANGS.map((l) => [l, g.names[l] ?? ""])),
    category: g.category,
    collections: g.collections.filter((c) => editable.includes(c)),
    otherCollections: g.collections.filter((c) => !editable.includes(c)).join(", "),
    tileOrder: g.tileOrder === null ? "" : String(g.tileOrder),
    enabled: g.enabled,
    blockedCountries: g.blockedCountries.join(", "),
  };
}

const KNOWN_CATEGORIES: readonly string[] = GAME_CATEGORIES;

/**
 * The form's fields as the casino service's edit (the same schema checks it here and there). The
 * category is sent only when changed: a provider's own category the lobby lists as `other`
 * (`roulette`) stays as it is unless staff pick one.
 */
function editOf(v: Values, original: CatalogueGame): GameEditInput {
  return {
    name: v.name,
    names: v.names,
    ...(v.category !== original.category ? { category: v.category as GameEditInput["category"] } : {}),
    collections: [...v.collections, ...list(v.otherCollections)],
    tileOrder: v.tileOrder.trim() === "" ? null : Number(v.tileOrder),
    enabled: v.enabled,
    blockedCountries: list(v.blockedCountries),
  };
}

/** Which form field a schema problem belongs to. */
function fieldOf(path: readonly PropertyKey[]): keyof Values | `names.${string}` {
  const [head, sub] = path;
  if (head === "names" && typeof sub === "string") return `names.${sub}`;
  if (head === "collections") return "otherCollections";
  if (head === "tileOrder" || head === "name" || head === "category" || head === "enabled") return head;
  return "blockedCountries";
}

function GameForm({ game, onSaved }: { game: CatalogueGame; onSaved: (g: CatalogueGame) => void }) {
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<Values>({ defaultValues: valuesOf(game) });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const parsed = gameEditInput.safeParse(editOf(values, game));
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(fieldOf(issue.path) as keyof Values, { message: issue.message });
      return;
    }
    try {
      const next = await api<CatalogueGame>("PATCH", `/casino/games/${game.id}`, parsed.data);
      setError(null);
      setSaved(true);
      form.reset(valuesOf(next));
      onSaved(next);
    } catch (e) {
      setError((e as Error).message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="inline-form" aria-label={`Edit ${game.name}`}>
      <Field id="g-name" label="Name (English, the default)" error={errors.name}>
        <input id="g-name" {...form.register("name")} />
      </Field>
      {OTHER_LANGS.map((l) => (
        <Field
          key={l}
          id={`g-name-${l}`}
          label={`Name in ${LANG_NAMES[l] ?? l} (blank: the default)`}
          error={errors.names?.[l]}
        >
          <input
            id={`g-name-${l}`}
            lang={l}
            dir={l === "ar" ? "rtl" : "ltr"}
            {...form.register(`names.${l}`)}
          />
        </Field>
      ))}
      <Field id="g-category" label="Category" error={errors.category}>
        <select id="g-category" {...form.register("category")}>
          {!KNOWN_CATEGORIES.includes(game.category) && (
            <option value={game.category}>
              {game.category} (the provider's; the lobby lists it as other)
            </option>
          )}
          {GAME_CATEGORIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      <fieldset className="field">
        <legend>Collections</legend>
        {EDITABLE_COLLECTIONS.map((c) => (
          <label key={c} className="check">
            <input type="checkbox" value={c} {...form.register("collections")} /> {c}
          </label>
        ))}
      </fieldset>
      <Field
        id="g-other"
        label="A page's own collections (comma-separated, e.g. vulkan)"
        error={errors.otherCollections}
      >
        <input id="g-other" {...form.register("otherCollections")} />
      </Field>
      <Field id="g-order" label="Tile order (lower first; blank: by popularity)" error={errors.tileOrder}>
        <input id="g-order" inputMode="numeric" {...form.register("tileOrder")} />
      </Field>
      <Field
        id="g-countries"
        label="Not available in (country codes, comma-separated)"
        error={errors.blockedCountries}
      >
        <input id="g-countries" {...form.register("blockedCountries")} />
      </Field>
      <label className="check">
        <input type="checkbox" {...form.register("enabled")} /> Enabled (listed in the lobby)
      </label>
      <ErrorNote error={error} />
      {saved && (
        <p role="status" className="ok">
          Saved.
        </p>
      )}
      <button type="submit">Save game</button>
    </form>
  );
}

/** A casino game: the provider's maths (read only) and what content staff edit. */
export function CasinoGame() {
  const { id } = useParams();
  const { can } = useSession();
  const [game, setGame] = useState<CatalogueGame | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<CatalogueGame>("GET", `/casino/games/${id}`).then(setGame, (e: Error) => setError(e.message));
  }, [id]);
  if (error) return <ErrorNote error={error} />;
  if (!game) return <p aria-busy="true">Loading…</p>;
  return (
    <section aria-labelledby="game-title">
      <p>
        <Link to="/casino">All games</Link>
      </p>
      <h1 id="game-title">{game.name}</h1>
      <dl className="facts">
        <dt>Provider</dt>
        <dd>
          {game.providerName} ({game.providerId}
          {game.providerEnabled ? "" : ", disabled"})
        </dd>
        <dt>Code</dt>
        <dd>{game.code}</dd>
        <dt>RTP (provider's maths)</dt>
        <dd>{rtpText(game.rtpBp)}</dd>
        <dt>Volatility</dt>
        <dd>{game.volatility ?? "—"}</dd>
        <dt>Maximum bet</dt>
        <dd>{game.maxBet === null ? "none" : money(game.maxBet)}</dd>
        <dt>Lobby</dt>
        <dd>{listedText(game)}</dd>
        <dt>Last edited</dt>
        <dd>{when(game.editedAt)}</dd>
      </dl>
      {can("casino.write") && <GameForm key={game.id} game={game} onSaved={setGame} />}
    </section>
  );
}
