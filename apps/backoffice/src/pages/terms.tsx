import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { api, when } from "../api.ts";
import { useSession } from "../session.tsx";
import { ConfirmButton } from "../ui/confirm.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";
import { useSiteGroup } from "../ui/site-group.tsx";

interface Terms {
  id: number;
  version: number;
  lang: string;
  title: string;
  body: string;
  publishedAt: string | null;
  createdAt: string;
}

const draftSchema = z.object({
  version: z.coerce.number<string | number>().int().positive(),
  lang: z.string().regex(/^[a-z]{2}$/, "two lower-case letters, e.g. en"),
  title: z.string().trim().min(1, "a title").max(200),
  body: z.string().trim().min(1, "the text").max(200_000),
});

function DraftForm({ groupId, next, onDone }: { groupId: number; next: number; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<z.input<typeof draftSchema>, unknown, z.output<typeof draftSchema>>({
    resolver: zodResolver(draftSchema),
    defaultValues: { version: next, lang: "en", title: "", body: "" },
  });
  useEffect(() => form.setValue("version", next), [form, next]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("PUT", "/terms", { groupId, ...values });
      setError(null);
      form.reset({ version: values.version, lang: "", title: "", body: "" });
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate aria-label="Draft terms">
      <h2>Write a draft</h2>
      <Field id="t-version" label="Version" error={errors.version}>
        <input id="t-version" inputMode="numeric" {...form.register("version")} />
      </Field>
      <Field id="t-lang" label="Language" error={errors.lang}>
        <input id="t-lang" maxLength={2} {...form.register("lang")} />
      </Field>
      <Field id="t-title" label="Title" error={errors.title}>
        <input id="t-title" {...form.register("title")} />
      </Field>
      <Field id="t-body" label="Text" error={errors.body}>
        <textarea id="t-body" rows={8} {...form.register("body")} />
      </Field>
      <ErrorNote error={error} />
      <button type="submit">Save draft</button>
    </form>
  );
}

/** Terms (issue 16 §6): the versions per language, drafts, publication of a whole version. */
export function TermsPage() {
  const { can } = useSession();
  const [groupId, picker] = useSiteGroup();
  const [items, setItems] = useState<Terms[]>([]);
  const [current, setCurrent] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api<{ items: Terms[]; current: number }>("GET", `/terms?groupId=${groupId}`).then(
      (r) => {
        setItems(r.items);
        setCurrent(r.current);
        setError(null);
      },
      (e: Error) => setError(e.message),
    );
  }, [groupId]);
  useEffect(load, [load]);
  const writable = can("terms.write");
  const versions = [...new Set(items.map((t) => t.version))];
  const next = Math.max(current, ...versions, 0) + (versions.some((v) => v > current) ? 0 : 1);
  return (
    <section aria-labelledby="terms-title">
      <h1 id="terms-title">Terms</h1>
      {picker}
      <p>Published version now: {current || "none"}</p>
      <ErrorNote error={error} />
      {writable && <DraftForm groupId={groupId} next={next} onDone={load} />}
      {versions.map((version) => {
        const texts = items.filter((t) => t.version === version);
        const draft = texts.every((t) => t.publishedAt === null);
        return (
          <section key={version} aria-labelledby={`terms-v${version}`} className="terms-version">
            <h2 id={`terms-v${version}`}>
              Version {version} {draft ? "(draft)" : version === current ? "(current)" : "(published)"}
            </h2>
            {draft && writable && version > current && (
              <ConfirmButton
                label={`Publish version ${version}`}
                question={`Publish version ${version} in ${texts.map((t) => t.lang).join(", ")}? Signed-in players will be asked to accept it.`}
                confirmLabel="Publish"
                onConfirm={() =>
                  api("POST", `/terms/${version}/publish`, { groupId }).then(load, (e: Error) =>
                    setError(e.message),
                  )
                }
              />
            )}
            <div className="table-scroll">
              <table aria-label={`Version ${version} texts`}>
                <thead>
                  <tr>
                    <th scope="col">Language</th>
                    <th scope="col">Title</th>
                    <th scope="col">Text</th>
                    <th scope="col">Published</th>
                  </tr>
                </thead>
                <tbody>
                  {texts.map((t) => (
                    <tr key={t.id}>
                      <td data-label="Language">{t.lang}</td>
                      <td data-label="Title">{t.title}</td>
                      <td data-label="Text">{t.body.length > 160 ? `${t.body.slice(0, 160)}…` : t.body}</td>
                      <td data-label="Published">{when(t.publishedAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        );
      })}
    </section>
  );
}
