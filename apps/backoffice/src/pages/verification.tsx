import { zodResolver } from "@hookform/resolvers/zod";
import { type ReviewRow, reviewDecisionBody } from "@parlay/contracts/verification";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { API, api, when } from "../api.ts";
import { ErrorNote, Field } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";

const fileUrl = (id: string) => `${API}/verification/documents/${id}/file`;

/** The document itself: an image is shown (fetched with the staff session, kept as a blob URL), a PDF downloads. */
function DocumentViewer({ row }: { row: ReviewRow }) {
  const [src, setSrc] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => void (src && URL.revokeObjectURL(src)), [src]);
  const show = async () => {
    const res = await fetch(fileUrl(row.id), { credentials: "same-origin" });
    if (!res.ok) return setError(`The document could not be opened (${res.status})`);
    setSrc(URL.createObjectURL(await res.blob()));
  };
  if (row.mime === "application/pdf")
    return (
      <a href={fileUrl(row.id)} download>
        Download PDF {row.id}
      </a>
    );
  return (
    <div className="viewer">
      {src ? (
        <img
          src={src}
          alt={`Document ${row.id} (${row.kind}) of player ${row.userId}`}
          className="document-image"
        />
      ) : (
        <button type="button" onClick={() => void show()}>
          View document {row.id}
        </button>
      )}
      <ErrorNote error={error} />
    </div>
  );
}

function DecisionForm({ row, onDone }: { row: ReviewRow; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof reviewDecisionBody>>({
    resolver: zodResolver(reviewDecisionBody),
    defaultValues: { decision: "approve", note: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("POST", `/verification/documents/${row.id}/decision`, values);
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="inline-form">
      <Field
        id={`decision-${row.id}`}
        label={`Decision on document ${row.id}`}
        error={form.formState.errors.decision}
      >
        <select id={`decision-${row.id}`} {...form.register("decision")}>
          <option value="approve">Approve (verified)</option>
          <option value="reject">Reject</option>
          <option value="request_additional">Request another document</option>
        </select>
      </Field>
      <Field id={`note-${row.id}`} label="Note (shown to the player)" error={form.formState.errors.note}>
        <input id={`note-${row.id}`} {...form.register("note")} />
      </Field>
      <ErrorNote error={error} />
      <button type="submit" disabled={form.formState.isSubmitting}>
        Decide
      </button>
    </form>
  );
}

function documentColumns(onDecided: () => void): ColumnDef<ReviewRow, unknown>[] {
  return [
    { accessorKey: "id", header: "Document", enableSorting: false },
    {
      accessorKey: "userId",
      header: "Player",
      enableSorting: false,
      cell: (c) => (
        <Link to={`/players/${c.row.original.userId}`}>
          {c.row.original.email ?? c.row.original.login ?? c.row.original.userId}
        </Link>
      ),
    },
    { accessorKey: "kind", header: "Kind", enableSorting: false },
    { accessorKey: "purpose", header: "For", enableSorting: false },
    { accessorKey: "playerStatus", header: "Player status", enableSorting: false },
    {
      accessorKey: "createdAt",
      header: "Uploaded",
      enableSorting: false,
      cell: (c) => when(c.row.original.createdAt),
    },
    {
      id: "file",
      header: "File",
      enableSorting: false,
      cell: (c) => <DocumentViewer row={c.row.original} />,
    },
    {
      id: "decision",
      header: "Decision",
      enableSorting: false,
      cell: (c) =>
        c.row.original.status === "pending" ? (
          <DecisionForm row={c.row.original} onDone={onDecided} />
        ) : (
          `${c.row.original.status}${c.row.original.reviewNote ? `: ${c.row.original.reviewNote}` : ""}`
        ),
    },
  ];
}

/** One player's documents of every status, newest first (the player page, compliance only). */
export function PlayerDocuments({ userId }: { userId: string }) {
  const [reload, setReload] = useState(0);
  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">Documents</h2>
      <ServerTable
        label="Documents"
        path="/verification/documents"
        columns={documentColumns(() => setReload((n) => n + 1))}
        filters={{ status: "all", userId }}
        reload={reload}
        pageSize={10}
      />
    </section>
  );
}

/** Compliance's verification queue (docs/verification.md): pending documents first in, first out. */
export function Verification() {
  const [reload, setReload] = useState(0);
  const [status, setStatus] = useState("pending");
  const columns = documentColumns(() => setReload((n) => n + 1));
  return (
    <section aria-labelledby="verification-title">
      <h1 id="verification-title">Verification</h1>
      <div className="filters">
        <label htmlFor="ver-status">Status</label>
        <select id="ver-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="pending">Pending</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
          <option value="all">All</option>
        </select>
      </div>
      <ServerTable
        label="Verification documents"
        path="/verification/documents"
        columns={columns}
        filters={{ status }}
        reload={reload}
      />
    </section>
  );
}
