import type { PlayerRow } from "@parlay/contracts/backoffice";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { when } from "../api.ts";
import { ServerTable } from "../ui/server-table.tsx";

const columns: ColumnDef<PlayerRow, unknown>[] = [
  {
    accessorKey: "id",
    header: "Id",
    cell: (c) => <Link to={`/players/${c.row.original.id}`}>{c.row.original.id}</Link>,
  },
  { accessorKey: "login", header: "Login", enableSorting: false },
  { accessorKey: "email", header: "E-mail" },
  { accessorKey: "phone", header: "Phone", enableSorting: false },
  { accessorKey: "currency", header: "Currency", enableSorting: false },
  { accessorKey: "banLevel", header: "Ban level" },
  { accessorKey: "createdAt", header: "Registered", cell: (c) => when(c.row.original.createdAt) },
];

/** Players: search by id, login, e-mail or phone; banned filter; paged and sorted on the server. */
export function Players() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get("q") ?? "");
  const q = params.get("q") ?? undefined;
  const banned = params.get("banned") ?? undefined;
  const from = params.get("from") ?? undefined;
  return (
    <section aria-labelledby="players-title">
      <h1 id="players-title">Players</h1>
      <search>
        <form
          aria-label="Search players"
          className="filters"
          onSubmit={(e) => {
            e.preventDefault();
            const next = new URLSearchParams(params);
            if (text.trim()) next.set("q", text.trim());
            else next.delete("q");
            setParams(next);
          }}
        >
          <label htmlFor="player-q">Id, login, e-mail or phone</label>
          <input id="player-q" type="search" value={text} onChange={(e) => setText(e.target.value)} />
          <label htmlFor="player-banned">Banned</label>
          <select
            id="player-banned"
            value={banned ?? ""}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              if (e.target.value) next.set("banned", e.target.value);
              else next.delete("banned");
              setParams(next);
            }}
          >
            <option value="">Any</option>
            <option value="yes">Banned</option>
            <option value="no">Not banned</option>
          </select>
          <button type="submit">Search</button>
        </form>
      </search>
      <ServerTable
        label="Players"
        path="/players"
        csv="/players.csv"
        columns={columns}
        filters={{ q, banned, from }}
        initialSort={[{ id: "id", desc: true }]}
      />
    </section>
  );
}
