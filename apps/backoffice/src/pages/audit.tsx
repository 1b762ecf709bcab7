import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { when } from "../api.ts";
import { ServerTable } from "../ui/server-table.tsx";

interface Row {
  id: string;
  at: string;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
}
const json = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: "at", header: "When", cell: (c) => when(c.row.original.at) },
  { accessorKey: "staffEmail", header: "Who" },
  { accessorKey: "action", header: "Action" },
  { id: "target", header: "Target", cell: (c) => `${c.row.original.targetType} ${c.row.original.targetId}` },
  { id: "before", header: "Before", cell: (c) => <code>{json(c.row.original.before)}</code> },
  { id: "after", header: "After", cell: (c) => <code>{json(c.row.original.after)}</code> },
  { accessorKey: "ip", header: "From" },
];
const FILTERS = ["action", "targetType", "targetId", "from", "to"] as const;

/** The audit trail: filters, paged on the server, CSV of the same filters. */
export function Audit() {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  return (
    <section aria-labelledby="audit-title">
      <h1 id="audit-title">Audit trail</h1>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters(Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, v.trim() || undefined])));
        }}
      >
        {FILTERS.map((f) => (
          <span key={f} className="filter">
            <label htmlFor={`audit-${f}`}>{f}</label>
            <input
              id={`audit-${f}`}
              type={f === "from" || f === "to" ? "date" : "text"}
              value={draft[f] ?? ""}
              onChange={(e) => setDraft({ ...draft, [f]: e.target.value })}
            />
          </span>
        ))}
        <button type="submit">Filter</button>
      </form>
      <ServerTable
        label="Audit trail"
        path="/audit"
        csv="/audit.csv"
        columns={columns}
        filters={filters}
        sortable={false}
      />
    </section>
  );
}
