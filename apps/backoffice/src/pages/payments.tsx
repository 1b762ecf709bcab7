import type { PaymentRow } from "@parlay/contracts/backoffice";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api, money, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ErrorNote } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";

/** Payments; the withdrawal approval queue is the default view (pending withdrawals). */
export function Payments() {
  const { can } = useSession();
  const [params, setParams] = useSearchParams();
  const [reload, setReload] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const kind = params.has("kind") ? params.get("kind") || undefined : "withdrawal";
  const status = params.has("status") ? params.get("status") || undefined : "pending";
  const from = params.get("from") ?? undefined;
  const decide = async (id: string, action: "approve" | "decline") => {
    try {
      await api("POST", `/payments/withdrawals/${id}/${action}`, {});
      setError(null);
      setReload((n) => n + 1);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  const columns: ColumnDef<PaymentRow, unknown>[] = [
    { accessorKey: "id", header: "Payment" },
    {
      accessorKey: "userId",
      header: "Player",
      enableSorting: false,
      cell: (c) => <Link to={`/players/${c.row.original.userId}`}>{c.row.original.userId}</Link>,
    },
    { accessorKey: "kind", header: "Kind", enableSorting: false },
    { accessorKey: "method", header: "Method", enableSorting: false },
    {
      accessorKey: "amount",
      header: "Amount",
      cell: (c) => money(c.row.original.amount, c.row.original.currency),
    },
    { accessorKey: "status", header: "Status", enableSorting: false },
    { accessorKey: "createdAt", header: "Created", cell: (c) => when(c.row.original.createdAt) },
    {
      id: "actions",
      header: "Decision",
      enableSorting: false,
      cell: (c) => {
        const p = c.row.original;
        if (!can("payments.decide") || p.kind !== "withdrawal" || p.status !== "pending") return null;
        return (
          <span className="actions">
            <button
              type="button"
              onClick={() => decide(p.id, "approve")}
              aria-label={`Approve withdrawal ${p.id}`}
            >
              Approve
            </button>
            <button
              type="button"
              onClick={() => decide(p.id, "decline")}
              aria-label={`Decline withdrawal ${p.id}`}
            >
              Decline
            </button>
          </span>
        );
      },
    },
  ];
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next);
  };
  return (
    <section aria-labelledby="payments-title">
      <h1 id="payments-title">Payments</h1>
      <div className="filters">
        <label htmlFor="pay-kind">Kind</label>
        <select id="pay-kind" value={kind ?? ""} onChange={(e) => set("kind", e.target.value)}>
          <option value="">Any</option>
          <option value="withdrawal">Withdrawals</option>
          <option value="deposit">Deposits</option>
        </select>
        <label htmlFor="pay-status">Status</label>
        <select id="pay-status" value={status ?? ""} onChange={(e) => set("status", e.target.value)}>
          <option value="">Any</option>
          {["created", "pending", "succeeded", "failed", "cancelled"].map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <ErrorNote error={error} />
      <ServerTable
        label="Payments"
        path="/payments"
        csv="/payments.csv"
        columns={columns}
        filters={{ kind, status, from }}
        initialSort={[{ id: "id", desc: false }]}
        reload={reload}
      />
    </section>
  );
}
