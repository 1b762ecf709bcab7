import { zodResolver } from "@hookform/resolvers/zod";
import { banBody, noteBody, type PlayerProfile } from "@parlay/contracts/backoffice";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useParams } from "react-router";
import type { z } from "zod";
import { api, money, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";
import { PlayerDocuments } from "./verification.tsx";

interface Bet {
  id: string;
  placedAt: string;
  currency: string;
  amount: string;
  status: number;
  possibleWin: string | null;
  returnAmount: string | null;
}
interface Payment {
  id: string;
  kind: string;
  method: string;
  currency: string;
  amount: string;
  status: string;
  createdAt: string;
}
interface Session {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  ip: string | null;
  userAgent: string | null;
}
interface Note {
  id: string;
  staffEmail: string;
  body: string;
  createdAt: string;
}
interface Limits {
  money: { limitType: number; group: string; windowSeconds: number; limitValue: number; currency: string }[];
  sessionHours: number | null;
  timedOut: boolean;
  selfExcluded: boolean;
  canDeposit: boolean;
  canBet: boolean;
}

const betColumns: ColumnDef<Bet, unknown>[] = [
  { accessorKey: "id", header: "Coupon" },
  { accessorKey: "placedAt", header: "Placed", cell: (c) => when(c.row.original.placedAt) },
  {
    accessorKey: "amount",
    header: "Stake",
    cell: (c) => money(c.row.original.amount, c.row.original.currency),
  },
  {
    accessorKey: "status",
    header: "Status",
    cell: (c) => (c.row.original.status === -1 ? "open" : c.row.original.status),
  },
  { accessorKey: "returnAmount", header: "Returned", cell: (c) => money(c.row.original.returnAmount) },
];
const paymentColumns: ColumnDef<Payment, unknown>[] = [
  { accessorKey: "id", header: "Payment" },
  { accessorKey: "kind", header: "Kind", enableSorting: false },
  {
    accessorKey: "amount",
    header: "Amount",
    cell: (c) => money(c.row.original.amount, c.row.original.currency),
  },
  { accessorKey: "status", header: "Status", enableSorting: false },
  { accessorKey: "createdAt", header: "Created", cell: (c) => when(c.row.original.createdAt) },
];

function BanForm({ player, onSaved }: { player: PlayerProfile; onSaved: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof banBody>, unknown, z.output<typeof banBody>>({
    resolver: zodResolver(banBody),
    defaultValues: { banLevel: player.banLevel, banVersion: player.banVersion },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("PUT", `/players/${player.id}/ban`, values);
      setError(null);
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="ban-title" className="inline-form">
      <h3 id="ban-title">Set the ban</h3>
      <Field id="banLevel" label="Ban level (0 = not banned)" error={form.formState.errors.banLevel}>
        <input id="banLevel" inputMode="numeric" {...form.register("banLevel")} />
      </Field>
      <Field id="banVersion" label="Ban version" error={form.formState.errors.banVersion}>
        <input id="banVersion" inputMode="numeric" {...form.register("banVersion")} />
      </Field>
      <ErrorNote error={error} />
      <button type="submit">Save ban</button>
    </form>
  );
}

function Notes({ id, canAdd }: { id: string; canAdd: boolean }) {
  const [notes, setNotes] = useState<Note[]>([]);
  const load = useCallback(() => {
    api<{ items: Note[] }>("GET", `/players/${id}/notes`).then(
      (r) => setNotes(r.items),
      () => {},
    );
  }, [id]);
  useEffect(load, [load]);
  const form = useForm<z.input<typeof noteBody>>({
    resolver: zodResolver(noteBody),
    defaultValues: { body: "" },
  });
  const submit = form.handleSubmit(async (values) => {
    await api("POST", `/players/${id}/notes`, values);
    form.reset();
    load();
  });
  return (
    <section aria-labelledby="notes-title">
      <h2 id="notes-title">Notes</h2>
      {canAdd && (
        <form onSubmit={submit} noValidate className="inline-form">
          <Field id="note" label="New note" error={form.formState.errors.body}>
            <textarea id="note" rows={2} {...form.register("body")} />
          </Field>
          <button type="submit">Add note</button>
        </form>
      )}
      <ul className="notes">
        {notes.map((n) => (
          <li key={n.id}>
            <strong>{n.staffEmail}</strong> <time>{when(n.createdAt)}</time>
            <p>{n.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Sessions({ id, canEnd }: { id: string; canEnd: boolean }) {
  const [sessions, setSessions] = useState<Session[]>([]);
  const load = useCallback(() => {
    api<{ items: Session[] }>("GET", `/players/${id}/sessions`).then(
      (r) => setSessions(r.items),
      () => {},
    );
  }, [id]);
  useEffect(load, [load]);
  const end = async (sessionId?: string) => {
    await api("POST", `/players/${id}/sessions/end`, sessionId ? { sessionId } : {});
    load();
  };
  return (
    <section aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      {canEnd && (
        <button type="button" onClick={() => end()}>
          End all sessions
        </button>
      )}
      <div className="table-scroll">
        <table aria-label="Sessions">
          <thead>
            <tr>
              <th scope="col">Started</th>
              <th scope="col">Last seen</th>
              <th scope="col">Address</th>
              <th scope="col">Ended</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {sessions.map((s) => (
              <tr key={s.id}>
                <td data-label="Started">{when(s.createdAt)}</td>
                <td data-label="Last seen">{when(s.lastSeenAt)}</td>
                <td data-label="Address">{s.ip ?? "—"}</td>
                <td data-label="Ended">{when(s.endedAt)}</td>
                <td>
                  {canEnd && !s.endedAt && (
                    <button type="button" onClick={() => end(s.id)}>
                      End
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function LimitsView({ id }: { id: string }) {
  const [limits, setLimits] = useState<Limits | null>(null);
  useEffect(() => {
    api<Limits>("GET", `/players/${id}/limits`).then(setLimits, () => {});
  }, [id]);
  if (!limits) return null;
  return (
    <section aria-labelledby="limits-title">
      <h2 id="limits-title">Limits (read only)</h2>
      <p>
        Self-excluded: {limits.selfExcluded ? "yes" : "no"} · Timed out: {limits.timedOut ? "yes" : "no"} ·
        May deposit: {limits.canDeposit ? "yes" : "no"} · May bet: {limits.canBet ? "yes" : "no"}
      </p>
      <ul>
        {limits.money.map((m) => (
          <li key={m.limitType}>
            {m.group} per {m.windowSeconds / 86400} days: {m.limitValue} {m.currency}
          </li>
        ))}
        {limits.money.length === 0 && <li>No money limits.</li>}
      </ul>
    </section>
  );
}

/** A player's profile, accounts and balances, bets, payments, sessions, notes, limits and ban. */
export function Player() {
  const { id = "" } = useParams();
  const { can } = useSession();
  const [player, setPlayer] = useState<PlayerProfile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api<PlayerProfile>("GET", `/players/${id}`).then(setPlayer, (e: Error) => setError(e.message));
  }, [id]);
  useEffect(load, [load]);
  if (error) return <ErrorNote error={error} />;
  if (!player) return <p aria-busy="true">Loading…</p>;
  return (
    <article aria-labelledby="player-title">
      <h1 id="player-title">
        Player {player.id} {player.login ? `· ${player.login}` : ""}
      </h1>
      <dl className="facts">
        <dt>E-mail</dt>
        <dd>{player.email ?? "—"}</dd>
        <dt>Phone</dt>
        <dd>{player.phone ?? "—"}</dd>
        <dt>Country</dt>
        <dd>{player.countryCode ?? "—"}</dd>
        <dt>Registered</dt>
        <dd>{when(player.createdAt)}</dd>
        <dt>Ban level</dt>
        <dd data-testid="ban-level">{player.banLevel}</dd>
        <dt>Ban version</dt>
        <dd>{player.banVersion}</dd>
      </dl>
      {can("players.ban") && <BanForm player={player} onSaved={load} />}
      <section aria-labelledby="accounts-title">
        <h2 id="accounts-title">Accounts and balances</h2>
        <ul>
          {player.accounts.map((a) => (
            <li key={a.id}>
              Account {a.id} ({a.currency}, type {a.type}
              {a.isActive ? ", active" : ""}): balance {money(a.balance, a.currency)}, held{" "}
              {money(a.held, a.currency)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="bets-title">
        <h2 id="bets-title">Bets</h2>
        <ServerTable
          label="Bets"
          path={`/players/${id}/bets`}
          columns={betColumns}
          pageSize={10}
          sortable={false}
        />
      </section>
      <section aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        <ServerTable
          label="Payments"
          path={`/players/${id}/payments`}
          columns={paymentColumns}
          pageSize={10}
        />
      </section>
      <Sessions id={id} canEnd={can("players.sessions")} />
      <Notes id={id} canAdd={can("players.notes")} />
      {can("players.limits.read") && <LimitsView id={id} />}
      {can("players.verify") && <PlayerDocuments userId={id} />}
    </article>
  );
}
