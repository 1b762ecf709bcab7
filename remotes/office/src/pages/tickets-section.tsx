import type { TicketItem } from "@parlay/contracts/support";
import { useLoad, useSubmit } from "@parlay/web";
import { type FormEvent, useId, useRef, useState } from "react";
import { type AttachmentUpload, officeSupportApi } from "../api/support-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { failureText } from "../ui/errors.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";

const MAX_FILES = 3;
const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = "image/png,image/jpeg,image/webp,application/pdf";

/** The chosen files as base64, or the first problem the browser can already see (the server sniffs the type). */
async function readFiles(list: FileList | null, t: OfficeDictionary): Promise<AttachmentUpload[] | string> {
  const files = [...(list ?? [])];
  if (files.length > MAX_FILES) return t.support.tooManyFiles;
  const big = files.find((f) => f.size > MAX_BYTES);
  if (big) return fill(t.support.fileTooLarge, { name: big.name });
  return Promise.all(
    files.map(async (f) => {
      const bytes = new Uint8Array(await f.arrayBuffer());
      let bin = "";
      for (let i = 0; i < bytes.length; i += 0x8000)
        bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { name: f.name.slice(0, 120) || "file", data: btoa(bin) };
    }),
  );
}

function TicketView({
  ticket,
  t,
  dateTime,
}: {
  ticket: TicketItem;
  t: OfficeDictionary;
  dateTime: (iso: string) => string;
}) {
  const s = t.support;
  return (
    <li className="po-ticket" data-ticket-id={ticket.id} data-status={ticket.status}>
      <p className="po-request__title">
        <strong>{`#${ticket.id} ${ticket.subject}`}</strong>{" "}
        <span className="po-status" data-status={ticket.status}>
          {s.statuses[ticket.status]}
        </span>
      </p>
      <ol className="po-posts">
        {ticket.posts.map((p) => (
          <li key={p.id} className="po-post" data-author={p.staffName === null ? "player" : "agent"}>
            <p className="po-note">
              {p.staffName === null ? s.you : fill(s.agent, { name: p.staffName })} ·{" "}
              <time dateTime={p.createdAt}>{dateTime(p.createdAt)}</time>
            </p>
            <p className="po-request__text" dir="auto">
              {p.body}
            </p>
            {p.attachments.length > 0 ? (
              <ul className="po-files">
                {p.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={`/web-api/support/attachments/${a.id}`} download={a.name}>
                      {a.name}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </li>
  );
}

/** A ticket form (support or share-idea) and the player's tickets of that kind with every answer. */
export function TicketsSection({
  kind,
  t,
  basePath,
  dateTime,
  initial,
}: {
  kind: "support" | "idea";
  t: OfficeDictionary;
  basePath: string;
  dateTime: (iso: string) => string;
  initial?: { items: TicketItem[] } | undefined;
}) {
  const s = t.support;
  const id = useId();
  const [version, setVersion] = useState(0);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const list = useLoad(`tickets:${kind}:${version}`, (signal) => officeSupportApi().tickets(kind, signal), {
    initial: version === 0 ? initial : undefined,
  });
  const submit = useSubmit();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const el = event.currentTarget;
    const data = new FormData(el);
    const files = await readFiles(
      (el.elements.namedItem("files") as HTMLInputElement | null)?.files ?? null,
      t,
    );
    if (typeof files === "string") {
      setMessage({ error: true, text: files });
      return;
    }
    const res = await submit.run(() =>
      officeSupportApi().open({
        kind,
        subject: String(data.get("subject") ?? "").trim(),
        body: String(data.get("body") ?? "").trim(),
        attachments: files,
      }),
    );
    if (!res) return;
    if (!res.ok) {
      setMessage({ error: true, text: failureText(res.error, t) });
      return;
    }
    form.current?.reset();
    setMessage({ error: false, text: s.sent });
    setVersion((v) => v + 1);
  };
  const items = list.data?.items;
  return (
    <>
      <section className="po-sec" aria-labelledby={`${id}-new`} data-section={`new-${kind}`}>
        <h2 id={`${id}-new`}>{kind === "idea" ? s.newIdea : s.newTicket}</h2>
        <form ref={form} className="po-form" onSubmit={(e) => void onSubmit(e)}>
          <label className="po-field">
            <span>{s.subject}</span>
            <input name="subject" required maxLength={200} autoComplete="off" />
          </label>
          <label className="po-field">
            <span>{s.body}</span>
            <textarea name="body" required maxLength={4000} rows={5} />
          </label>
          <label className="po-field">
            <span>{s.files}</span>
            <input name="files" type="file" multiple accept={ACCEPT} aria-describedby={`${id}-hint`} />
          </label>
          <p id={`${id}-hint`} className="po-note">
            {s.filesHint}
          </p>
          <button type="submit" className="po-button po-button--primary" disabled={submit.pending}>
            {s.send}
          </button>
          <p
            className={message?.error ? "po-form-error" : "po-message"}
            role={message?.error ? "alert" : "status"}
          >
            {message?.text ?? ""}
          </p>
        </form>
      </section>
      <section className="po-sec" aria-labelledby={`${id}-list`} data-section={`${kind}-list`}>
        <h2 id={`${id}-list`}>{kind === "idea" ? s.ideasTitle : s.ticketsTitle}</h2>
        {list.status === "error" && list.error ? (
          <LoadError error={list.error} t={t} basePath={basePath} onRetry={list.reload} />
        ) : !items ? (
          <Loading t={t} />
        ) : items.length === 0 ? (
          <p className="po-empty">{kind === "idea" ? s.noIdeas : s.noTickets}</p>
        ) : (
          <ul className="po-request-list">
            {items.map((ticket) => (
              <TicketView key={ticket.id} ticket={ticket} t={t} dateTime={dateTime} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
