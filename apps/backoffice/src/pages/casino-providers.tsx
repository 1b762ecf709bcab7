import type { CatalogueProvider, CatalogueProviderList } from "@parlay/contracts/casino-catalogue";
import { providerEditInput } from "@parlay/domain/casino-catalogue";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  useReactTable,
} from "@tanstack/react-table";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { api, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";

interface Values {
  name: string;
  enabled: boolean;
}

function ProviderForm({ provider, onDone }: { provider: CatalogueProvider; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { name: provider.name, enabled: provider.enabled } });
  const submit = form.handleSubmit(async (values) => {
    const parsed = providerEditInput.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        form.setError(issue.path[0] === "name" ? "name" : "enabled", { message: issue.message });
      return;
    }
    try {
      await api("PATCH", `/casino/providers/${provider.id}`, parsed.data);
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="inline-form" aria-label={`Edit provider ${provider.name}`}>
      <Field id="p-name" label="Name" error={form.formState.errors.name}>
        <input id="p-name" {...form.register("name")} />
      </Field>
      <label className="check">
        <input type="checkbox" {...form.register("enabled")} /> Enabled (its games may be listed)
      </label>
      <ErrorNote error={error} />
      <button type="submit">Save provider</button>
      <button type="button" onClick={onDone}>
        Cancel
      </button>
    </form>
  );
}

/** Game providers: enable or disable one (its games leave the lobby), rename it. */
export function CasinoProviders() {
  const { can } = useSession();
  const [items, setItems] = useState<CatalogueProvider[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<CatalogueProvider | null>(null);
  const [filter, setFilter] = useState("");
  const load = useCallback(() => {
    api<CatalogueProviderList>("GET", "/casino/providers").then(
      (p) => setItems(p.items),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const writable = can("casino.write");
  const columns: ColumnDef<CatalogueProvider, unknown>[] = [
    { accessorKey: "id", header: "Id" },
    {
      accessorKey: "name",
      header: "Name",
      cell: (c) => <Link to={`/casino?provider=${c.row.original.id}`}>{c.row.original.name}</Link>,
    },
    { id: "enabled", header: "Enabled", cell: (c) => (c.row.original.enabled ? "Yes" : "No") },
    {
      id: "launcher",
      header: "Launcher",
      cell: (c) =>
        c.row.original.inProcess ? "This site" : c.row.original.hasLauncher ? "Launch URL" : "None",
    },
    {
      id: "games",
      header: "Games (enabled)",
      cell: (c) => `${c.row.original.games} (${c.row.original.enabledGames})`,
    },
    { id: "edited", header: "Last edited", cell: (c) => when(c.row.original.editedAt) },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row: { original: p } }) =>
        writable ? (
          <button type="button" onClick={() => setEditing(p)} aria-label={`Edit provider ${p.name}`}>
            Edit
          </button>
        ) : null,
    },
  ];
  const table = useReactTable({
    data: items ?? [],
    columns,
    state: { globalFilter: filter },
    onGlobalFilterChange: setFilter,
    globalFilterFn: "includesString",
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  return (
    <section aria-labelledby="providers-title">
      <h1 id="providers-title">Game providers</h1>
      <p>
        <Link to="/casino">Games</Link>
      </p>
      {editing && (
        <ProviderForm
          key={editing.id}
          provider={editing}
          onDone={() => {
            setEditing(null);
            load();
          }}
        />
      )}
      <ErrorNote error={error} />
      <div className="filters">
        <label htmlFor="provider-filter">Filter providers</label>
        <input
          id="provider-filter"
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      </div>
      <div className="table-scroll">
        <table aria-label="Game providers" aria-busy={items === null}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((h) => (
                  <th key={h.id} scope="col">
                    {flexRender(h.column.columnDef.header, h.getContext())}
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id} data-label={String(cell.column.columnDef.header ?? "")}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
            {items && table.getRowModel().rows.length === 0 && (
              <tr>
                <td colSpan={columns.length}>Nothing found.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
