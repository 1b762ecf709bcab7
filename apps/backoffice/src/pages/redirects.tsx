import { zodResolver } from "@hookform/resolvers/zod";
import {
  REDIRECT_CODES,
  REDIRECT_KINDS,
  redirectRuleInput,
  redirectRuleProblem,
} from "@parlay/domain/access";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { api, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ConfirmButton } from "../ui/confirm.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";

interface Rule {
  id: number;
  groupId: number;
  kind: (typeof REDIRECT_KINDS)[number];
  host: string;
  country: string;
  path: string;
  target: string;
  code: number;
  note: string;
  createdAt: string;
}
type In = z.input<typeof redirectRuleInput>;
type Out = z.output<typeof redirectRuleInput>;

const EMPTY: In = {
  groupId: 1,
  kind: "path",
  host: "",
  country: "",
  path: "",
  target: "",
  code: 301,
  note: "",
};
const TEXTS = [
  ["host", "Domain (blank: any)"],
  ["country", "Country (blank: any)"],
  ["path", "Path (after the language)"],
  ["target", "Target"],
  ["note", "Note"],
] as const;

/** A new rule, or the change of one: the redirects service's schema, then its kind check. */
function RuleForm({ rule, onDone }: { rule: Rule | null; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(redirectRuleInput),
    defaultValues: rule ?? EMPTY,
  });
  const submit = form.handleSubmit(async (values) => {
    const problem = redirectRuleProblem(values);
    if (problem) return setError(problem);
    try {
      if (rule) await api("PUT", `/redirects/${rule.id}`, values);
      else await api("POST", "/redirects", values);
      setError(null);
      form.reset(EMPTY);
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  const { errors } = form.formState;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="inline-form"
      aria-label={rule ? `Change rule ${rule.id}` : "New redirect rule"}
    >
      <Field id="r-group" label="Site group" error={errors.groupId}>
        <input id="r-group" inputMode="numeric" {...form.register("groupId", { valueAsNumber: true })} />
      </Field>
      <Field id="r-kind" label="Kind" error={errors.kind}>
        <select id="r-kind" {...form.register("kind")}>
          {REDIRECT_KINDS.map((k) => (
            <option key={k}>{k}</option>
          ))}
        </select>
      </Field>
      {TEXTS.map(([name, label]) => (
        <Field key={name} id={`r-${name}`} label={label} error={errors[name]}>
          <input id={`r-${name}`} {...form.register(name)} />
        </Field>
      ))}
      <Field id="r-code" label="Status code" error={errors.code}>
        <select id="r-code" {...form.register("code", { valueAsNumber: true })}>
          {REDIRECT_CODES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <ErrorNote error={error} />
      <button type="submit">{rule ? "Save rule" : "Add rule"}</button>
      {rule && (
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      )}
    </form>
  );
}

/** Redirects and mirrors (issue 16 §4): rules per domain, country and path. */
export function Redirects() {
  const { can } = useSession();
  const [editing, setEditing] = useState<Rule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [groupId, setGroupId] = useState("");
  const writable = can("redirects.write");
  const done = () => {
    setEditing(null);
    setReload((n) => n + 1);
  };
  const text = (key: keyof Rule, header: string): ColumnDef<Rule, unknown> => ({
    id: key,
    header,
    cell: (c) => String(c.row.original[key]) || "any",
  });
  const columns: ColumnDef<Rule, unknown>[] = [
    text("groupId", "Group"),
    text("kind", "Kind"),
    text("host", "Domain"),
    text("country", "Country"),
    { accessorKey: "path", header: "Path" },
    { accessorKey: "target", header: "Target" },
    { accessorKey: "code", header: "Code" },
    { accessorKey: "note", header: "Note" },
    { id: "createdAt", header: "Added", cell: (c) => when(c.row.original.createdAt) },
    {
      id: "actions",
      header: "Actions",
      cell: ({ row: { original: r } }) =>
        writable ? (
          <span className="actions">
            <button type="button" onClick={() => setEditing(r)} aria-label={`Edit rule ${r.id}`}>
              Edit
            </button>
            <ConfirmButton
              label={`Delete rule ${r.id}`}
              question={`Delete the ${r.kind} rule to ${r.target}?`}
              confirmLabel="Delete"
              onConfirm={() =>
                api("DELETE", `/redirects/${r.id}`).then(done, (e: Error) => setError(e.message))
              }
            />
          </span>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="redirects-title">
      <h1 id="redirects-title">Redirects and mirrors</h1>
      {writable && <RuleForm key={editing?.id ?? "new"} rule={editing} onDone={done} />}
      <ErrorNote error={error} />
      <div className="filters">
        <label htmlFor="r-filter-group">Site group (blank: all)</label>
        <input
          id="r-filter-group"
          inputMode="numeric"
          value={groupId}
          onChange={(e) => setGroupId(e.target.value.replace(/\D/g, ""))}
        />
      </div>
      <ServerTable
        label="Redirect rules"
        path="/redirects"
        columns={columns}
        filters={{ groupId: groupId || undefined }}
        reload={reload}
        sortable={false}
      />
    </section>
  );
}
