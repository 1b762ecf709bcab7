import { zodResolver } from "@hookform/resolvers/zod";
import {
  REDIRECT_CODES,
  REDIRECT_KINDS,
  redirectRuleInput,
  redirectRuleProblem,
} from "@parlay/domain/access";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { api, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ConfirmButton } from "../ui/confirm.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";

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
  const [rules, setRules] = useState<Rule[]>([]);
  const [editing, setEditing] = useState<Rule | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api<{ items: Rule[] }>("GET", "/redirects").then(
      (r) => setRules(r.items),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const writable = can("redirects.write");
  const done = () => {
    setEditing(null);
    load();
  };
  return (
    <section aria-labelledby="redirects-title">
      <h1 id="redirects-title">Redirects and mirrors</h1>
      {writable && <RuleForm key={editing?.id ?? "new"} rule={editing} onDone={done} />}
      <ErrorNote error={error} />
      <div className="table-scroll">
        <table aria-label="Redirect rules">
          <thead>
            <tr>
              {[
                "Group",
                "Kind",
                "Domain",
                "Country",
                "Path",
                "Target",
                "Code",
                "Note",
                "Added",
                "Actions",
              ].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.id}>
                <td data-label="Group">{r.groupId}</td>
                <td data-label="Kind">{r.kind}</td>
                <td data-label="Domain">{r.host || "any"}</td>
                <td data-label="Country">{r.country || "any"}</td>
                <td data-label="Path">{r.path}</td>
                <td data-label="Target">{r.target}</td>
                <td data-label="Code">{r.code}</td>
                <td data-label="Note">{r.note}</td>
                <td data-label="Added">{when(r.createdAt)}</td>
                <td className="actions">
                  {writable && (
                    <>
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
                    </>
                  )}
                </td>
              </tr>
            ))}
            {rules.length === 0 && (
              <tr>
                <td colSpan={10}>No rules.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
