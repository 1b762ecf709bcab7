import { zodResolver } from "@hookform/resolvers/zod";
import { answerBody } from "@parlay/contracts/backoffice";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { api, when } from "../api.ts";
import { ErrorNote, Field } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";

interface Request {
  id: string;
  userId: string;
  message: string;
  status: string;
  answer: string | null;
  createdAt: string;
}

function AnswerForm({ request, onDone }: { request: Request; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof answerBody>>({
    resolver: zodResolver(answerBody),
    defaultValues: { answer: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("POST", `/payment-requests/${request.id}/answer`, values);
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="inline-form">
      <Field
        id={`answer-${request.id}`}
        label={`Answer request ${request.id}`}
        error={form.formState.errors.answer}
      >
        <textarea id={`answer-${request.id}`} rows={2} {...form.register("answer")} />
      </Field>
      <ErrorNote error={error} />
      <button type="submit">Send answer</button>
    </form>
  );
}

/** The players' payment questions; support and payments answer, the answer shows in the player's office. */
export function PaymentRequests() {
  const [reload, setReload] = useState(0);
  const [status, setStatus] = useState("open");
  const columns: ColumnDef<Request, unknown>[] = [
    { accessorKey: "id", header: "Request" },
    {
      accessorKey: "userId",
      header: "Player",
      enableSorting: false,
      cell: (c) => <Link to={`/players/${c.row.original.userId}`}>{c.row.original.userId}</Link>,
    },
    { accessorKey: "message", header: "Question", enableSorting: false },
    { accessorKey: "createdAt", header: "Asked", cell: (c) => when(c.row.original.createdAt) },
    {
      id: "answer",
      header: "Answer",
      enableSorting: false,
      cell: (c) =>
        c.row.original.answer ?? (
          <AnswerForm request={c.row.original} onDone={() => setReload((n) => n + 1)} />
        ),
    },
  ];
  return (
    <section aria-labelledby="requests-title">
      <h1 id="requests-title">Payment requests</h1>
      <div className="filters">
        <label htmlFor="req-status">Status</label>
        <select id="req-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Any</option>
          <option value="open">Open</option>
          <option value="answered">Answered</option>
          <option value="closed">Closed</option>
        </select>
      </div>
      <ServerTable
        label="Payment requests"
        path="/payment-requests"
        columns={columns}
        filters={{ status: status || undefined }}
        reload={reload}
      />
    </section>
  );
}
