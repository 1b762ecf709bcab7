import { useCallback, useEffect, useState } from "react";
import { api } from "../api.ts";
import { ErrorNote } from "../ui/field.tsx";

interface Rule {
  id: number;
  groupId: number;
  kind: string;
  value: string;
  templateTypeId: number;
  authOnly: boolean;
  note: string;
}

/** Block rules through the blocks API: list, create, delete (an edit is a delete and a new rule). */
export function Blocks() {
  const [rules, setRules] = useState<Rule[]>([]);
  const [templates, setTemplates] = useState<Record<string, number[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [draft, setDraft] = useState({ groupId: "1", kind: "", value: "", templateTypeId: "", note: "" });
  const load = useCallback(() => {
    api<{ items: Rule[]; templatesByKind: Record<string, number[]> }>("GET", "/blocks").then(
      (r) => {
        setRules(r.items);
        setTemplates(r.templatesByKind);
      },
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const create = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      await api("POST", "/blocks", {
        groupId: Number(draft.groupId),
        kind: draft.kind,
        value: draft.value,
        templateTypeId: Number(draft.templateTypeId),
        note: draft.note,
      });
      setError(null);
      load();
    } catch (err) {
      setError((err as Error).message);
    }
  };
  return (
    <section aria-labelledby="blocks-title">
      <h1 id="blocks-title">Blocks</h1>
      <form onSubmit={create} className="inline-form" aria-label="New block rule">
        <label htmlFor="b-group">Site group</label>
        <input
          id="b-group"
          inputMode="numeric"
          value={draft.groupId}
          onChange={(e) => setDraft({ ...draft, groupId: e.target.value })}
        />
        <label htmlFor="b-kind">Kind</label>
        <select
          id="b-kind"
          value={draft.kind}
          onChange={(e) => setDraft({ ...draft, kind: e.target.value, templateTypeId: "" })}
        >
          <option value="">Choose…</option>
          {Object.keys(templates).map((k) => (
            <option key={k} value={k}>
              {k}
            </option>
          ))}
        </select>
        <label htmlFor="b-value">Value</label>
        <input
          id="b-value"
          value={draft.value}
          onChange={(e) => setDraft({ ...draft, value: e.target.value })}
        />
        <label htmlFor="b-template">Template</label>
        <select
          id="b-template"
          value={draft.templateTypeId}
          onChange={(e) => setDraft({ ...draft, templateTypeId: e.target.value })}
        >
          <option value="">Choose…</option>
          {(templates[draft.kind] ?? []).map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
        <label htmlFor="b-note">Note</label>
        <input
          id="b-note"
          value={draft.note}
          onChange={(e) => setDraft({ ...draft, note: e.target.value })}
        />
        <button type="submit">Add rule</button>
      </form>
      <ErrorNote error={error} />
      <div className="table-scroll">
        <table aria-label="Block rules">
          <thead>
            <tr>
              <th scope="col">Group</th>
              <th scope="col">Kind</th>
              <th scope="col">Value</th>
              <th scope="col">Template</th>
              <th scope="col">Note</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((r) => (
              <tr key={r.id}>
                <td data-label="Group">{r.groupId}</td>
                <td data-label="Kind">{r.kind}</td>
                <td data-label="Value">{r.value}</td>
                <td data-label="Template">{r.templateTypeId}</td>
                <td data-label="Note">{r.note}</td>
                <td>
                  <button
                    type="button"
                    onClick={() =>
                      api("DELETE", `/blocks/${r.id}`).then(load, (e: Error) => setError(e.message))
                    }
                  >
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
