import { zodResolver } from "@hookform/resolvers/zod";
import { type MaintenanceConfig, maintenanceSchedule, maintenanceState } from "@parlay/domain/config";
import type { ColumnDef } from "@tanstack/react-table";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { api } from "../api.ts";
import { useSession } from "../session.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";
import { useSiteGroup } from "../ui/site-group.tsx";
import { Diff } from "./config.tsx";

const DATES = [
  ["notify_started_at", "Notice from (UTC)"],
  ["notify_ended_at", "Notice until (UTC)"],
  ["started_at", "Maintenance starts (UTC)"],
  ["ended_at", "Maintenance ends (UTC)"],
] as const;

/** A datetime-local value (read as UTC) as epoch milliseconds; blank is null. */
const utcMs = z
  .string()
  .transform((v) => (v === "" ? null : Date.parse(`${v.length === 16 ? `${v}:00` : v}Z`)));
const toLocal = (ms: number | null) => (ms === null ? "" : new Date(ms).toISOString().slice(0, 16));

/** The form's text as the schedule the maintenance route takes, checked by its own schema. */
const formSchema = z
  .object({
    groupId: z.number(),
    notify_started_at: utcMs,
    notify_ended_at: utcMs,
    started_at: utcMs,
    ended_at: utcMs,
    isActive: z.boolean(),
    web_state: z.boolean(),
  })
  .pipe(maintenanceSchedule);
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;

const fmt = (ms: number | null) =>
  ms === null ? "—" : `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

function status(m: MaintenanceConfig, now: number): string {
  const s = maintenanceState(m, now);
  if (s.active) return "Maintenance on now";
  if (s.warning) return "Notice showing now; maintenance planned";
  if (m.started_at !== null && m.started_at > now) return "Planned";
  return "Nothing planned";
}

/** Maintenance (issue 16 §2): the schedule form and the schedule now and as it changed. */
export function Maintenance() {
  const { can } = useSession();
  const [groupId, picker] = useSiteGroup();
  const [current, setCurrent] = useState<MaintenanceConfig | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const form = useForm<FormIn, unknown, FormOut>({ resolver: zodResolver(formSchema) });
  const load = useCallback(() => {
    api<MaintenanceConfig>("GET", `/maintenance?groupId=${groupId}`).then(
      (m) => {
        setCurrent(m);
        form.reset({
          groupId,
          notify_started_at: toLocal(m.notify_started_at),
          notify_ended_at: toLocal(m.notify_ended_at),
          started_at: toLocal(m.started_at),
          ended_at: toLocal(m.ended_at),
          isActive: m.isActive,
          web_state: m.web_state,
        });
      },
      (e: Error) => setError(e.message),
    );
  }, [groupId, form]);
  useEffect(load, [load]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("PUT", "/maintenance", values);
      setError(null);
      load();
      setReload((n) => n + 1);
    } catch (e) {
      setError((e as Error).message);
    }
  });
  const { errors } = form.formState;
  return (
    <section aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">Maintenance</h1>
      {picker}
      {current && (
        <table aria-label="Current schedule" className="facts-table">
          <tbody>
            <tr>
              <th scope="row">Status</th>
              <td>{status(current, Date.now())}</td>
            </tr>
            <tr>
              <th scope="row">Notice</th>
              <td>
                {fmt(current.notify_started_at)} → {fmt(current.notify_ended_at)}
              </td>
            </tr>
            <tr>
              <th scope="row">Maintenance</th>
              <td>
                {fmt(current.started_at)} → {fmt(current.ended_at)}
              </td>
            </tr>
            <tr>
              <th scope="row">Switched on by hand</th>
              <td>
                isActive {current.isActive ? "yes" : "no"}, web_state {current.web_state ? "yes" : "no"}
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {can("maintenance.write") && (
        <form onSubmit={submit} noValidate aria-label="Maintenance schedule">
          {DATES.map(([name, label]) => (
            <Field key={name} id={`m-${name}`} label={label} error={errors[name]}>
              <input id={`m-${name}`} type="datetime-local" {...form.register(name)} />
            </Field>
          ))}
          <label className="check">
            <input type="checkbox" {...form.register("isActive")} /> isActive (maintenance on now)
          </label>
          <label className="check">
            <input type="checkbox" {...form.register("web_state")} /> web_state (the web site is down)
          </label>
          <ErrorNote error={error} />
          <button type="submit" disabled={form.formState.isSubmitting}>
            Save schedule
          </button>
        </form>
      )}
      <h2>Changes</h2>
      <ServerTable
        label="Schedule changes"
        path="/config/versions"
        columns={HISTORY}
        filters={{ groupId: String(groupId), group: "b.core", country: "*", lang: "*" }}
        reload={reload}
        sortable={false}
        pageSize={10}
      />
    </section>
  );
}

interface Change {
  id: number;
  at: string;
  staffEmail: string;
  changes: { path: string; before?: unknown; after?: unknown }[];
}
const HISTORY: ColumnDef<Change, unknown>[] = [
  { accessorKey: "id", header: "Version" },
  { accessorKey: "at", header: "When", cell: (c) => c.row.original.at.replace("T", " ").slice(0, 16) },
  { accessorKey: "staffEmail", header: "By" },
  {
    id: "changes",
    header: "Changes",
    cell: (c) => <Diff changes={c.row.original.changes.filter((x) => x.path.startsWith("maintenance."))} />,
  },
];
