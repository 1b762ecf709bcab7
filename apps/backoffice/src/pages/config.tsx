import { CONFIG_GROUPS, type ConfigChange, type ConfigGroupName } from "@parlay/domain/config";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useState } from "react";
import { api, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ConfigRowForm, type ConfigRowKey } from "../ui/config-form.tsx";
import { ConfirmButton } from "../ui/confirm.tsx";
import { ErrorNote } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";
import { show, useSiteGroup } from "../ui/site-group.tsx";

interface Row extends ConfigRowKey {
  data: Record<string, unknown>;
  updatedAt: string;
}

interface Version {
  id: number;
  group: string;
  country: string;
  lang: string;
  action: string;
  rolledBackTo: number | null;
  staffEmail: string;
  at: string;
  changes: ConfigChange[];
}

/** What a version changed, one line a field: path, the value before, the value after. */
export function Diff({ changes }: { changes: ConfigChange[] }) {
  if (changes.length === 0) return <span>No change</span>;
  return (
    <ul className="diff">
      {changes.map((c) => (
        <li key={c.path}>
          <code>{c.path}</code>: <del>{show(c.before, c.path)}</del> → <ins>{show(c.after, c.path)}</ins>
        </li>
      ))}
    </ul>
  );
}

const rowName = (r: { group: string; country: string; lang: string }) => `${r.group} ${r.country}/${r.lang}`;

function NewRow({ onOpen }: { onOpen: (key: Omit<ConfigRowKey, "groupId">) => void }) {
  const [group, setGroup] = useState<ConfigGroupName>("d.core");
  const [country, setCountry] = useState("");
  const [lang, setLang] = useState("");
  return (
    <form
      className="inline-form"
      aria-label="New country or language row"
      onSubmit={(e) => {
        e.preventDefault();
        onOpen({
          group,
          country: country.trim().toLowerCase() || "*",
          lang: lang.trim().toLowerCase() || "*",
        });
      }}
    >
      <label htmlFor="new-group">Group</label>
      <select id="new-group" value={group} onChange={(e) => setGroup(e.target.value as ConfigGroupName)}>
        {CONFIG_GROUPS.map((g) => (
          <option key={g}>{g}</option>
        ))}
      </select>
      <label htmlFor="new-country">Country (blank: any)</label>
      <input id="new-country" maxLength={2} value={country} onChange={(e) => setCountry(e.target.value)} />
      <label htmlFor="new-lang">Language (blank: any)</label>
      <input id="new-lang" maxLength={2} value={lang} onChange={(e) => setLang(e.target.value)} />
      <button type="submit">Open row</button>
    </form>
  );
}

/** Site config (issue 16 §1): the rows per country and language, their editor, the versions. */
export function SiteConfig() {
  const { can } = useSession();
  const [groupId, picker] = useSiteGroup();
  const [rows, setRows] = useState<Row[]>([]);
  const [filter, setFilter] = useState("");
  const [editing, setEditing] = useState<Row | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const load = useCallback(() => {
    api<{ rows: Row[] }>("GET", `/config?groupId=${groupId}`).then(
      (r) => {
        setRows(r.rows);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  }, [groupId]);
  useEffect(load, [load]);
  const changed = () => {
    setEditing(null);
    load();
    setReload((n) => n + 1);
  };
  const writable = can("config.write");
  const open = (key: Omit<ConfigRowKey, "groupId">) =>
    setEditing(
      rows.find((r) => r.group === key.group && r.country === key.country && r.lang === key.lang) ?? {
        ...key,
        groupId,
        data: {},
        updatedAt: "",
      },
    );
  const versionColumns: ColumnDef<Version, unknown>[] = [
    { accessorKey: "id", header: "Version" },
    { accessorKey: "at", header: "When", cell: (c) => when(c.row.original.at) },
    { accessorKey: "staffEmail", header: "By" },
    { id: "row", header: "Row", cell: (c) => rowName(c.row.original) },
    {
      accessorKey: "action",
      header: "Action",
      cell: (c) =>
        c.row.original.rolledBackTo ? `rollback to ${c.row.original.rolledBackTo}` : c.row.original.action,
    },
    { id: "changes", header: "Changes", cell: (c) => <Diff changes={c.row.original.changes} /> },
    {
      id: "rollback",
      header: "Rollback",
      cell: (c) =>
        writable ? (
          <ConfirmButton
            label={`Roll back to version ${c.row.original.id}`}
            question={`Put ${rowName(c.row.original)} back as it was after version ${c.row.original.id}? Players see it at once.`}
            confirmLabel="Roll back"
            onConfirm={() =>
              api("POST", `/config/versions/${c.row.original.id}/rollback`).then(changed, (e: Error) =>
                setError(e.message),
              )
            }
          />
        ) : null,
    },
  ];
  const shown = rows.filter((r) => !filter || r.group === filter);
  return (
    <section aria-labelledby="config-title">
      <h1 id="config-title">Site config</h1>
      {picker}
      <ErrorNote error={error} />
      {editing ? (
        <ConfigRowForm
          key={rowName(editing)}
          row={{ groupId, group: editing.group, country: editing.country, lang: editing.lang }}
          data={editing.data}
          onSaved={changed}
          onCancel={() => setEditing(null)}
        />
      ) : (
        writable && <NewRow onOpen={open} />
      )}
      <h2 id="rows-title">Rows</h2>
      <div className="filters">
        <label htmlFor="rows-group">Group</label>
        <select id="rows-group" value={filter} onChange={(e) => setFilter(e.target.value)}>
          <option value="">All</option>
          {CONFIG_GROUPS.map((g) => (
            <option key={g}>{g}</option>
          ))}
        </select>
      </div>
      <div className="table-scroll">
        <table aria-labelledby="rows-title">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Country</th>
              <th scope="col">Language</th>
              <th scope="col">Fields set</th>
              <th scope="col">Updated</th>
              <th scope="col">Edit</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={rowName(r)}>
                <td data-label="Group">{r.group}</td>
                <td data-label="Country">{r.country}</td>
                <td data-label="Language">{r.lang}</td>
                <td data-label="Fields set">{Object.keys(r.data).join(", ")}</td>
                <td data-label="Updated">{when(r.updatedAt)}</td>
                <td>
                  <button type="button" onClick={() => setEditing(r)} aria-label={`Edit ${rowName(r)}`}>
                    {writable ? "Edit" : "View"}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Versions</h2>
      <ServerTable
        label="Config versions"
        path="/config/versions"
        columns={versionColumns}
        filters={{ groupId: String(groupId), group: filter || undefined }}
        reload={reload}
        sortable={false}
        pageSize={20}
      />
    </section>
  );
}
