import { zodResolver } from "@hookform/resolvers/zod";
import { answerBody } from "@parlay/contracts/backoffice";
import type { TicketItem } from "@parlay/contracts/support";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { api, when } from "../api.ts";
import { ErrorNote, Field } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";

type Ticket = TicketItem & { userId: string };

function AnswerForm({ ticket, onDone }: { ticket: Ticket; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof answerBody>>({
    resolver: zodResolver(answerBody),
    defaultValues: { answer: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("POST", `/support/tickets/${ticket.id}/answer`, { body: values.answer });
      form.reset();
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="inline-form">
      <Field
        id={`ticket-${ticket.id}`}
        label={`Answer ticket ${ticket.id}`}
        error={form.formState.errors.answer}
      >
        <textarea id={`ticket-${ticket.id}`} rows={2} {...form.register("answer")} />
      </Field>
      <ErrorNote error={error} />
      <button type="submit">Send answer</button>
    </form>
  );
}

function Thread({ ticket }: { ticket: Ticket }) {
  return (
    <ol className="thread">
      {ticket.posts.map((p) => (
        <li key={p.id} data-author={p.staffName === null ? "player" : "agent"}>
          <strong>{p.staffName ?? "Player"}</strong> <small>{when(p.createdAt)}</small>
          <p>{p.body}</p>
          {p.attachments.map((a) => (
            <a key={a.id} href={`/backoffice-api/v1/support/attachments/${a.id}`} download={a.name}>
              {a.name}
            </a>
          ))}
        </li>
      ))}
    </ol>
  );
}

/** The support queue: tickets and shared ideas, oldest change first; an answer is audited and messages the player. */
export function SupportQueue() {
  const [reload, setReload] = useState(0);
  const [status, setStatus] = useState("open");
  const columns: ColumnDef<Ticket, unknown>[] = [
    { accessorKey: "id", header: "Ticket" },
    { accessorKey: "kind", header: "Kind" },
    {
      accessorKey: "userId",
      header: "Player",
      cell: (c) => <Link to={`/players/${c.row.original.userId}`}>{c.row.original.userId}</Link>,
    },
    { accessorKey: "subject", header: "Subject" },
    { id: "thread", header: "Conversation", cell: (c) => <Thread ticket={c.row.original} /> },
    { accessorKey: "updatedAt", header: "Changed", cell: (c) => when(c.row.original.updatedAt) },
    {
      id: "answer",
      header: "Answer",
      cell: (c) => <AnswerForm ticket={c.row.original} onDone={() => setReload((n) => n + 1)} />,
    },
  ];
  return (
    <section aria-labelledby="support-title">
      <h1 id="support-title">Support tickets</h1>
      <div className="filters">
        <label htmlFor="ticket-status">Status</label>
        <select id="ticket-status" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">Any</option>
          <option value="open">Waiting for an answer</option>
          <option value="answered">Answered</option>
        </select>
      </div>
      <ServerTable
        label="Support tickets"
        path="/support/tickets"
        columns={columns}
        filters={{ status: status || undefined }}
        reload={reload}
        sortable={false}
      />
    </section>
  );
}
