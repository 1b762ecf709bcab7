import { zodResolver } from "@hookform/resolvers/zod";
import { STAFF_ROLE_NAMES, staffCreateBody } from "@parlay/contracts/backoffice";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { api, when } from "../api.ts";
import { ErrorNote, Field } from "../ui/field.tsx";

interface Account {
  id: string;
  email: string;
  displayName: string;
  roles: string[];
  disabled: boolean;
  enrolled: boolean;
  createdAt: string;
}

/** Staff accounts: list, create with roles (one-time password shown once), disable, reset. */
export function Staff() {
  const [items, setItems] = useState<Account[]>([]);
  const [secret, setSecret] = useState<{ email: string; password: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api<{ items: Account[] }>("GET", "/staff").then(
      (r) => setItems(r.items),
      (e: Error) => setError(e.message),
    );
  }, []);
  useEffect(load, [load]);
  const form = useForm<z.input<typeof staffCreateBody>>({
    resolver: zodResolver(staffCreateBody),
    defaultValues: { email: "", displayName: "", roles: [] },
  });
  const create = form.handleSubmit(async (values) => {
    try {
      const made = await api<{ oneTimePassword: string }>("POST", "/staff", values);
      setSecret({ email: values.email, password: made.oneTimePassword });
      form.reset();
      load();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      setError(null);
      load();
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-labelledby="staff-title">
      <h1 id="staff-title">Staff accounts</h1>
      <form onSubmit={create} noValidate className="inline-form" aria-labelledby="create-title">
        <h2 id="create-title">New staff account</h2>
        <Field id="staff-email" label="E-mail" error={form.formState.errors.email}>
          <input id="staff-email" type="email" {...form.register("email")} />
        </Field>
        <Field id="staff-name" label="Name" error={form.formState.errors.displayName}>
          <input id="staff-name" {...form.register("displayName")} />
        </Field>
        <fieldset>
          <legend>Roles</legend>
          {STAFF_ROLE_NAMES.map((role) => (
            <label key={role} className="check">
              <input type="checkbox" value={role} {...form.register("roles")} /> {role}
            </label>
          ))}
        </fieldset>
        <button type="submit">Create account</button>
      </form>
      {secret && (
        <div role="status" className="notice">
          One-time password for {secret.email} (shown once):{" "}
          <code data-testid="one-time-password">{secret.password}</code>
        </div>
      )}
      <ErrorNote error={error} />
      <div className="table-scroll">
        <table aria-label="Staff accounts">
          <thead>
            <tr>
              <th scope="col">E-mail</th>
              <th scope="col">Roles</th>
              <th scope="col">State</th>
              <th scope="col">Created</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((a) => (
              <tr key={a.id}>
                <td data-label="E-mail">{a.email}</td>
                <td data-label="Roles">{a.roles.join(", ")}</td>
                <td data-label="State">
                  {a.disabled ? "disabled" : a.enrolled ? "active" : "set-up pending"}
                </td>
                <td data-label="Created">{when(a.createdAt)}</td>
                <td className="actions">
                  <button
                    type="button"
                    onClick={() => act(() => api("PATCH", `/staff/${a.id}`, { disabled: !a.disabled }))}
                  >
                    {a.disabled ? "Enable" : "Disable"}
                  </button>
                  <button
                    type="button"
                    onClick={() =>
                      act(async () => {
                        const r = await api<{ oneTimePassword: string }>("POST", `/staff/${a.id}/reset`, {});
                        setSecret({ email: a.email, password: r.oneTimePassword });
                      })
                    }
                  >
                    Reset
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
