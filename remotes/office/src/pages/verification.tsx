import { useLoad } from "@parlay/web";
import { type FormEvent, useRef, useState } from "react";
import {
  DOCUMENTS_PATH,
  type DocumentKindId,
  type DocumentPurposeId,
  officeVerificationApi,
  type VerificationAnswer,
} from "../api/verification-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { failureText } from "../ui/errors.ts";
import { useDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import type { PageProps } from "./page-props.ts";

const KINDS: DocumentKindId[] = [
  "passport",
  "id_card",
  "driving_licence",
  "proof_of_address",
  "selfie",
  "other",
];
const ACCEPT = ".jpg,.jpeg,.png,.webp,.pdf,image/jpeg,image/png,image/webp,application/pdf";

/** The personal-data page's address: a section of account (it has no route of its own in spec 000 §2). */
export const personalDataHref = (basePath: string) => `${basePath}/office/account?section=personal_data`;

/**
 * office/verification and office/identification (issue 17; spec 001 §4): the status, the upload of
 * a document (checked again on the server: type from the bytes, size, metadata removed) and the
 * player's documents, each downloadable by them alone.
 */
export function VerificationPage(props: PageProps & { purpose: DocumentPurposeId }) {
  const { t } = props;
  const data = useLoad(
    `verification-${props.purpose}`,
    (signal) => officeVerificationApi().verification(signal),
    { initial: props.initial.verification },
  );
  if (data.status === "error" && data.error)
    return <LoadError error={data.error} t={t} basePath={props.basePath} onRetry={data.reload} />;
  if (!data.data) return <Loading t={t} />;
  return <VerificationView {...props} answer={data.data} />;
}

function VerificationView({
  t,
  lang,
  clock,
  basePath,
  purpose,
  answer,
}: PageProps & { purpose: DocumentPurposeId; answer: VerificationAnswer }) {
  const v = t.verification;
  const [state, setState] = useState(answer);
  const [kind, setKind] = useState<DocumentKindId>(purpose === "identification" ? "selfie" : "passport");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const when = useDateTime(lang, clock);
  const status = state.verification.status;
  const sizeMb = String(Math.round(state.maxBytes / 1024 / 1024));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const chosen = file.current?.files?.[0];
    if (!chosen) {
      setMessage({ ok: false, text: v.chooseFile });
      return;
    }
    setBusy(true);
    const res = await officeVerificationApi().upload(kind, purpose, chosen);
    setBusy(false);
    if (!res.ok) {
      setMessage({ ok: false, text: failureText(res.error, t) });
      return;
    }
    setState((s) => ({
      ...s,
      verification: res.data.verification,
      documents: [res.data.document, ...s.documents],
    }));
    if (file.current) file.current.value = "";
    setMessage({ ok: true, text: v.uploaded });
  };

  return (
    <div className="po-verification" data-status={status}>
      <p>{purpose === "identification" ? v.identificationIntro : v.verificationIntro}</p>
      {state.verification.is_need_identification && purpose === "identification" ? (
        <p className="po-notice" role="note">
          {v.needIdentification}
        </p>
      ) : null}
      <section className="po-group" aria-labelledby="po-ver-status">
        <h2 id="po-ver-status">{v.statusTitle}</h2>
        <p className="po-status" data-verification={status}>
          {v.status[status]}
        </p>
        <a className="po-link" href={personalDataHref(basePath)}>
          {v.personalLink}
        </a>
      </section>
      {status === "verified" ? null : (
        <form className="po-form" onSubmit={(e) => void onSubmit(e)} aria-labelledby="po-ver-upload">
          <h2 id="po-ver-upload">{v.uploadTitle}</h2>
          <div className="po-field">
            <label htmlFor="po-ver-kind">{v.kindLabel}</label>
            <select id="po-ver-kind" value={kind} onChange={(e) => setKind(e.target.value as DocumentKindId)}>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {v.kinds[k]}
                </option>
              ))}
            </select>
          </div>
          <div className="po-field">
            <label htmlFor="po-ver-file">{v.fileLabel}</label>
            <input
              id="po-ver-file"
              name="file"
              type="file"
              accept={ACCEPT}
              ref={file}
              aria-describedby="po-ver-hint"
            />
            <p className="po-hint" id="po-ver-hint">
              {fill(v.fileHint, { size: sizeMb })}
            </p>
          </div>
          <div className="po-actions">
            <button type="submit" className="po-button po-button--primary" disabled={busy}>
              {v.upload}
            </button>
          </div>
        </form>
      )}
      <p
        className={message?.ok === false ? "po-form-error" : "po-message"}
        role={message?.ok === false ? "alert" : "status"}
      >
        {message?.text ?? ""}
      </p>
      <DocumentList t={t} documents={state.documents} when={when} />
    </div>
  );
}

function DocumentList({
  t,
  documents,
  when,
}: {
  t: OfficeDictionary;
  documents: VerificationAnswer["documents"];
  when: (iso: string) => string;
}) {
  const v = t.verification;
  return (
    <section className="po-group" aria-labelledby="po-ver-docs">
      <h2 id="po-ver-docs">{v.documentsTitle}</h2>
      {documents.length === 0 ? (
        <p>{v.noDocuments}</p>
      ) : (
        <ul className="po-documents">
          {documents.map((d) => (
            <li key={d.id} data-document-status={d.status}>
              <span>{v.kinds[d.kind]}</span> <span>{v.documentStatus[d.status]}</span>{" "}
              <time dateTime={d.createdAt}>
                {v.uploadedAt}: {when(d.createdAt)}
              </time>{" "}
              <a href={`${DOCUMENTS_PATH}/${d.id}`} download>
                {v.download}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
