import {
  type ConfigGroupName,
  configFieldProblems,
  configGroupFields,
  configGroupSchemas,
} from "@parlay/domain/config";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { api } from "../api.ts";
import { ErrorNote } from "./field.tsx";

export interface ConfigRowKey {
  groupId: number;
  group: ConfigGroupName;
  country: string;
  lang: string;
}

type Kind =
  | { kind: "boolean" }
  | { kind: "number" }
  | { kind: "string" }
  | { kind: "enum"; options: string[] }
  | { kind: "json" };

interface SchemaDef {
  type: string;
  innerType?: { _zod: { def: SchemaDef } };
  entries?: Record<string, string>;
}

/** How a field is edited, from its schema: a checkbox, a number, a text, a choice, or JSON. */
function kindOf(group: ConfigGroupName, field: string): Kind {
  const shape = configGroupSchemas[group].shape as Record<string, { _zod: { def: SchemaDef } }>;
  let def = shape[field]?._zod.def;
  while (def && (def.type === "default" || def.type === "optional") && def.innerType)
    def = def.innerType._zod.def;
  switch (def?.type) {
    case "boolean":
      return { kind: "boolean" };
    case "number":
      return { kind: "number" };
    case "string":
      return { kind: "string" };
    case "enum":
      return { kind: "enum", options: Object.values(def.entries ?? {}) };
    default:
      return { kind: "json" };
  }
}

type Values = Record<string, { set: boolean; value: string | boolean }>;

function toForm(group: ConfigGroupName, data: Record<string, unknown>): Values {
  const values: Values = {};
  for (const field of configGroupFields(group)) {
    const set = Object.hasOwn(data, field);
    const v = data[field];
    const kind = kindOf(group, field).kind;
    values[field] = {
      set,
      value:
        kind === "boolean"
          ? v === true
          : kind === "json"
            ? set
              ? JSON.stringify(v, null, 1)
              : ""
            : set
              ? String(v)
              : "",
    };
  }
  return values;
}

/**
 * The form's values as the row's data, checked field by field with the group's schema (the one
 * the config service applies); the server then checks the row merged with the site's others.
 */
function resolverFor(group: ConfigGroupName): Resolver<Values, unknown, Record<string, unknown>> {
  return async (values) => {
    const data: Record<string, unknown> = {};
    const errors: Record<string, { value: { type: string; message: string } }> = {};
    for (const [field, { set, value }] of Object.entries(values)) {
      if (!set) continue;
      const kind = kindOf(group, field).kind;
      if (kind === "number") data[field] = value === "" ? Number.NaN : Number(value);
      else if (kind === "json")
        try {
          data[field] = JSON.parse(String(value));
        } catch {
          errors[field] = { value: { type: "json", message: "Not valid JSON" } };
        }
      else data[field] = value;
    }
    for (const [field, message] of Object.entries(configFieldProblems(group, data)))
      errors[field] ??= { value: { type: "schema", message } };
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<Values> }
      : { values: data, errors: {} };
  };
}

/** Edits one config row: each field of the group, set in this row or inherited from a less specific one. */
export function ConfigRowForm({
  row,
  data,
  onSaved,
  onCancel,
}: {
  row: ConfigRowKey;
  data: Record<string, unknown>;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: resolverFor(row.group),
    defaultValues: toForm(row.group, data),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("PUT", "/config/rows", { ...row, data: values });
      setError(null);
      onSaved();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  const title = `${row.group} · country ${row.country} · language ${row.lang}`;
  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${title}`} className="config-form">
      <h2>{title}</h2>
      <p>Tick a field to set it in this row; unticked fields come from the less specific rows.</p>
      {configGroupFields(row.group).map((field) => {
        const kind = kindOf(row.group, field);
        const id = `cfg-${field}`;
        const err = form.formState.errors[field]?.value?.message;
        const input = form.register(`${field}.value`);
        return (
          <fieldset key={field} className="config-field">
            <legend>{field}</legend>
            <label className="check">
              <input type="checkbox" {...form.register(`${field}.set`)} /> Set in this row
            </label>
            {kind.kind === "boolean" ? (
              <label className="check" htmlFor={id}>
                <input id={id} type="checkbox" {...input} aria-invalid={Boolean(err)} /> {field}
              </label>
            ) : (
              <>
                <label htmlFor={id} className="visually-hidden">
                  {field}
                </label>
                {kind.kind === "enum" ? (
                  <select id={id} {...input}>
                    <option value="">Choose…</option>
                    {kind.options.map((o) => (
                      <option key={o} value={o}>
                        {o}
                      </option>
                    ))}
                  </select>
                ) : kind.kind === "json" ? (
                  <textarea id={id} rows={3} spellCheck={false} {...input} aria-invalid={Boolean(err)} />
                ) : (
                  <input
                    id={id}
                    inputMode={kind.kind === "number" ? "numeric" : undefined}
                    {...input}
                    aria-invalid={Boolean(err)}
                  />
                )}
              </>
            )}
            {err && (
              <span role="alert" className="error">
                {err}
              </span>
            )}
          </fieldset>
        );
      })}
      <ErrorNote error={error} />
      <div className="actions">
        <button type="submit" disabled={form.formState.isSubmitting}>
          Save row
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
