import type { CatalogueGame, CatalogueProviderList } from "@parlay/contracts/casino-catalogue";
import { GAME_CATEGORIES } from "@parlay/domain/casino-lobby";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api } from "../api.ts";
import { ServerTable } from "../ui/server-table.tsx";

/** RTP in hundredths of a percent as "96.15 %". */
export const rtpText = (bp: number | null) => (bp === null ? "—" : `${(bp / 100).toFixed(2)} %`);

/** Whether the lobby lists the game, and if not why. */
export function listedText(g: Pick<CatalogueGame, "hidden">): string {
  switch (g.hidden) {
    case null:
      return "Listed";
    case "disabled":
      return "Disabled";
    case "provider_disabled":
      return "Hidden: provider disabled";
    case "no_launcher":
      return "Hidden: no launcher";
  }
}

const columns: ColumnDef<CatalogueGame, unknown>[] = [
  { accessorKey: "id", header: "Id" },
  {
    accessorKey: "name",
    header: "Name",
    cell: (c) => <Link to={`/casino/games/${c.row.original.id}`}>{c.row.original.name}</Link>,
  },
  { accessorKey: "provider", header: "Provider", cell: (c) => c.row.original.providerName },
  { accessorKey: "category", header: "Category" },
  { id: "collections", header: "Collections", cell: (c) => c.row.original.collections.join(", ") || "—" },
  { accessorKey: "tileOrder", header: "Tile order", cell: (c) => c.row.original.tileOrder ?? "—" },
  { id: "rtp", header: "RTP", cell: (c) => rtpText(c.row.original.rtpBp) },
  { id: "volatility", header: "Volatility", cell: (c) => c.row.original.volatility ?? "—" },
  { id: "listed", header: "Lobby", cell: (c) => listedText(c.row.original) },
];

/** Casino games: every game of every provider, searched and filtered on the server. */
export function CasinoGames() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const [providers, setProviders] = useState<CatalogueProviderList["items"]>([]);
  useEffect(() => {
    api<CatalogueProviderList>("GET", "/casino/providers").then(
      (p) => setProviders(p.items),
      () => setProviders([]),
    );
  }, []);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next);
  };
  const filters = {
    q: params.get("q") ?? undefined,
    provider: params.get("provider") ?? undefined,
    category: params.get("category") ?? undefined,
    enabled: params.get("enabled") ?? undefined,
  };
  return (
    <section aria-labelledby="games-title">
      <h1 id="games-title">Casino games</h1>
      <p>
        <Link to="/casino/providers">Providers</Link>
      </p>
      <search>
        <form
          aria-label="Search games"
          className="filters"
          onSubmit={(e) => {
            e.preventDefault();
            set("q", text.trim());
          }}
        >
          <label htmlFor="game-q">Name, code or provider</label>
          <input id="game-q" type="search" value={text} onChange={(e) => setText(e.target.value)} />
          <label htmlFor="game-provider">Provider</label>
          <select
            id="game-provider"
            value={filters.provider ?? ""}
            onChange={(e) => set("provider", e.target.value)}
          >
            <option value="">Any</option>
            {providers.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
          <label htmlFor="game-category">Category</label>
          <select
            id="game-category"
            value={filters.category ?? ""}
            onChange={(e) => set("category", e.target.value)}
          >
            <option value="">Any</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
          <label htmlFor="game-enabled">Enabled</label>
          <select
            id="game-enabled"
            value={filters.enabled ?? ""}
            onChange={(e) => set("enabled", e.target.value)}
          >
            <option value="">Any</option>
            <option value="yes">Enabled</option>
            <option value="no">Disabled</option>
          </select>
          <button type="submit">Search</button>
        </form>
      </search>
      <ServerTable
        label="Casino games"
        path="/casino/games"
        columns={columns}
        filters={filters}
        initialSort={[{ id: "name", desc: false }]}
      />
    </section>
  );
}
