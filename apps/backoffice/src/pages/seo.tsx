import { zodResolver } from "@hookform/resolvers/zod";
import { seoRowInputOf } from "@parlay/domain/config";
import { SEO_STREAMS } from "@parlay/domain/routing";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { api } from "../api.ts";
import { useSession } from "../session.tsx";
import { ErrorNote, Field } from "../ui/field.tsx";
import { ServerTable } from "../ui/server-table.tsx";
import { useSiteGroup } from "../ui/site-group.tsx";

const { row: seoRowInput } = seoRowInputOf(SEO_STREAMS);
type Row = z.output<typeof seoRowInput>;

/** The form's flat canonical choice as the row's `customCanonical`, then the SEO service's schema. */
const flat = z
  .object({
    groupId: z.number(),
    stream: z.string(),
    section: z.string(),
    lang: z.string(),
    title: z.string(),
    description: z.string(),
    metaRobots: z.string(),
    hierarchyMetaRobots: z.string(),
    metas: z.array(z.unknown()),
    canonicalMode: z.enum(["none", "url", "mirror"]),
    canonical: z.string(),
  })
  .transform(({ canonicalMode, canonical, hierarchyMetaRobots, ...row }) => ({
    ...row,
    hierarchyMetaRobots: hierarchyMetaRobots.trim() || null,
    customCanonical:
      canonicalMode === "url"
        ? { mode: "url" as const, targetUrl: canonical }
        : canonicalMode === "mirror"
          ? { mode: "mirror" as const, domain: canonical }
          : null,
  }));
// The transform's output is what the SEO row's input accepts (zod cannot see that through the defaults).
const formSchema = flat.pipe(seoRowInput as unknown as z.ZodType<Row, z.output<typeof flat>>);
type FormIn = z.input<typeof formSchema>;

function toForm(row: Row): FormIn {
  const c = row.customCanonical;
  return {
    ...row,
    hierarchyMetaRobots: row.hierarchyMetaRobots ?? "",
    canonicalMode: c ? c.mode : "none",
    canonical: c ? (c.mode === "url" ? c.targetUrl : c.domain) : "",
  };
}

const TEXTS = [
  ["section", "Sub-section (blank: the stream's page; e.g. championship or championship:101)"],
  ["lang", "Language"],
  ["title", "Title"],
  ["description", "Description"],
  ["metaRobots", "Robots"],
  ["hierarchyMetaRobots", "Robots for every page below (blank: none)"],
  ["canonical", "Canonical URL or mirror domain"],
] as const;

function SeoForm({ row, onDone }: { row: Row; onDone: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<FormIn, unknown, Row>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(row),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await api("PUT", "/seo", values);
      setError(null);
      onDone();
    } catch (e) {
      setError((e as Error).message);
    }
  });
  const { errors } = form.formState;
  const fieldError = (name: string) =>
    (errors as Record<string, { message?: string }>)[name] ??
    (name === "canonical" ? (errors as Record<string, { message?: string }>).customCanonical : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label="SEO row">
      <Field id="seo-stream" label="Stream" error={errors.stream}>
        <select id="seo-stream" {...form.register("stream")}>
          {SEO_STREAMS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </Field>
      <Field id="seo-canonicalMode" label="Canonical" error={errors.canonicalMode}>
        <select id="seo-canonicalMode" {...form.register("canonicalMode")}>
          <option value="none">None (the page's own URL)</option>
          <option value="url">A URL</option>
          <option value="mirror">Mirror mode (this domain)</option>
        </select>
      </Field>
      {TEXTS.map(([name, label]) => (
        <Field key={name} id={`seo-${name}`} label={label} error={fieldError(name)}>
          {name === "description" ? (
            <textarea id={`seo-${name}`} rows={3} {...form.register(name)} />
          ) : (
            <input id={`seo-${name}`} {...form.register(name)} />
          )}
        </Field>
      ))}
      <ErrorNote error={error} />
      <div className="actions">
        <button type="submit">Save SEO row</button>
        <button type="button" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}

const canonicalText = (c: Row["customCanonical"]) =>
  c ? (c.mode === "url" ? c.targetUrl : `mirror: ${c.domain}`) : "—";
const rowKey = (r: Row) => `${r.stream}/${r.section || "-"}/${r.lang}`;

/** SEO (issue 16 §5): the rows per stream and sub-section, and their editor. */
export function Seo() {
  const { can } = useSession();
  const [groupId, picker] = useSiteGroup();
  const [stream, setStream] = useState("");
  const [editing, setEditing] = useState<Row | null>(null);
  const [reload, setReload] = useState(0);
  const writable = can("seo.write");
  const blank: Row = {
    groupId,
    stream: (stream || SEO_STREAMS[0]) as Row["stream"],
    section: "",
    lang: "en",
    title: "",
    description: "",
    metaRobots: "index, follow",
    hierarchyMetaRobots: null,
    metas: [],
    customCanonical: null,
  };
  const columns: ColumnDef<Row, unknown>[] = [
    { accessorKey: "stream", header: "Stream" },
    { id: "section", header: "Sub-section", cell: (c) => c.row.original.section || "—" },
    { accessorKey: "lang", header: "Language" },
    { accessorKey: "title", header: "Title" },
    { accessorKey: "description", header: "Description" },
    { accessorKey: "metaRobots", header: "Robots" },
    { id: "canonical", header: "Canonical", cell: (c) => canonicalText(c.row.original.customCanonical) },
    {
      id: "edit",
      header: "Edit",
      cell: ({ row: { original: r } }) =>
        writable ? (
          <button type="button" onClick={() => setEditing(r)} aria-label={`Edit SEO ${rowKey(r)}`}>
            Edit
          </button>
        ) : null,
    },
  ];
  return (
    <section aria-labelledby="seo-page-title">
      <h1 id="seo-page-title">SEO</h1>
      {picker}
      <div className="filters">
        <label htmlFor="seo-filter">Show stream</label>
        <select id="seo-filter" value={stream} onChange={(e) => setStream(e.target.value)}>
          <option value="">All</option>
          {SEO_STREAMS.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
        {writable && !editing && (
          <button type="button" onClick={() => setEditing(blank)}>
            New SEO row
          </button>
        )}
      </div>
      {editing && (
        <SeoForm
          key={rowKey(editing)}
          row={editing}
          onDone={() => {
            setEditing(null);
            setReload((n) => n + 1);
          }}
        />
      )}
      <ServerTable
        label="SEO rows"
        path="/seo"
        columns={columns}
        filters={{ groupId: String(groupId), stream: stream || undefined }}
        reload={reload}
        sortable={false}
      />
    </section>
  );
}
