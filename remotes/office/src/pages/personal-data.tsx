import {
  DOCUMENT_TYPE_IDS,
  PERSONAL_MAX,
  type PersonalDateField,
  type PersonalTextField,
  type SettingsNotice,
  settingsNotices,
} from "@parlay/domain/players/pure";
import type { HttpFailure } from "@parlay/web";
import { useLoad } from "@parlay/web";
import { type FormEvent, useState } from "react";
import { officeVerificationApi, type PersonalDataAnswer } from "../api/verification-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { failureText } from "../ui/errors.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import type { PageProps } from "./page-props.ts";

type Field = PersonalTextField | PersonalDateField | "document_type_id";
const GROUPS: { id: "person" | "address" | "document"; fields: Field[] }[] = [
  { id: "person", fields: ["surname", "name", "middle_name", "date_birthday", "birth_place"] },
  { id: "address", fields: ["country", "region", "city", "registration_address"] },
  {
    id: "document",
    fields: [
      "document_type_id",
      "passport_series",
      "passport",
      "passport_date",
      "passport_end_date",
      "passport_issuer",
      "inn",
    ],
  },
];
const DATES = new Set<Field>(["date_birthday", "passport_date", "passport_end_date"]);
type Form = Record<Field, string>;

const formOf = (data: PersonalDataAnswer["data"]): Form =>
  Object.fromEntries(
    GROUPS.flatMap((g) => g.fields).map((f) => [f, data[f] === null ? "" : String(data[f])]),
  ) as Form;

/** The save's notices (001 §8): the server's own message first, each refused field, then main_query_error. */
export function saveNotices(error: HttpFailure, t: OfficeDictionary): SettingsNotice[] {
  const v = t.verification;
  const details = (error.details ?? null) as { fields?: { path: string }[] } | null;
  const fields = (details?.fields ?? [])
    .map((f) => f.path as Field)
    .filter((f) => f in v.fields)
    .map((f) => ({ message: fill(v.fieldProblem, { field: v.fields[f] }), priority: 2 }));
  const own = error.code === "VALIDATION" ? [] : [{ message: failureText(error, t), priority: 1 }];
  const shown = settingsNotices([...own, ...fields, { message: v.main_query_error, priority: 3 }]);
  return shown.kind === "errors" ? shown.errors : [];
}

/**
 * The personal-data page (office/account?section=personal_data; spec 001 §3 fields): editable until
 * the player is verified, then read-only with a note (docs/verification.md).
 */
export function PersonalDataPage({ t, basePath, initial }: PageProps) {
  const data = useLoad("personal-data", (signal) => officeVerificationApi().personalData(signal), {
    initial: initial.personalData,
  });
  if (data.status === "error" && data.error)
    return <LoadError error={data.error} t={t} basePath={basePath} onRetry={data.reload} />;
  if (!data.data) return <Loading t={t} />;
  return <PersonalForm t={t} initial={data.data} />;
}

function PersonalForm({ t, initial }: { t: OfficeDictionary; initial: PersonalDataAnswer }) {
  const v = t.verification;
  const [form, setForm] = useState<Form>(() => formOf(initial.data));
  const [locked, setLocked] = useState(initial.locked);
  const [notice, setNotice] = useState<{ ok: string } | { errors: SettingsNotice[] } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const patch: Record<string, unknown> = { ...form };
    patch.document_type_id = form.document_type_id === "" ? null : Number(form.document_type_id);
    for (const f of DATES) if (form[f] === "") patch[f] = null;
    const res = await officeVerificationApi().savePersonalData(patch);
    setBusy(false);
    if (res.ok) {
      setForm(formOf(res.data.data));
      setLocked(res.data.locked);
      setNotice({ ok: v.main_save_success });
    } else {
      if (res.error.code === "PERSONAL_DATA_LOCKED") setLocked(true);
      setNotice({ errors: saveNotices(res.error, t) });
    }
  };

  const input = (f: Field) => {
    const id = `po-pd-${f}`;
    const common = { id, name: f, disabled: locked, value: form[f] };
    const onChange = (e: { target: { value: string } }) => setForm((s) => ({ ...s, [f]: e.target.value }));
    return (
      <div className="po-field" key={f}>
        <label htmlFor={id}>{v.fields[f]}</label>
        {f === "document_type_id" ? (
          <select {...common} onChange={onChange}>
            <option value="">{v.noDocumentType}</option>
            {DOCUMENT_TYPE_IDS.map((d) => (
              <option key={d} value={String(d)}>
                {v.documentTypes[String(d) as "1"]}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={DATES.has(f) ? "date" : "text"}
            dir="auto"
            maxLength={DATES.has(f) ? undefined : PERSONAL_MAX[f as PersonalTextField]}
            autoComplete={
              f === "name"
                ? "given-name"
                : f === "surname"
                  ? "family-name"
                  : f === "date_birthday"
                    ? "bday"
                    : "off"
            }
            onChange={onChange}
          />
        )}
      </div>
    );
  };

  return (
    <form className="po-form po-personal" onSubmit={(e) => void onSubmit(e)} data-locked={locked}>
      <p>{v.personalIntro}</p>
      {locked ? (
        <p className="po-notice" role="note" data-notice="locked">
          {v.lockedNote}
        </p>
      ) : null}
      {GROUPS.map((g) => (
        <fieldset className="po-group" key={g.id}>
          <legend>{v.groups[g.id]}</legend>
          {g.fields.map(input)}
        </fieldset>
      ))}
      {locked ? null : (
        <div className="po-actions">
          <button type="submit" className="po-button po-button--primary" disabled={busy}>
            {v.save}
          </button>
        </div>
      )}
      {notice && "ok" in notice ? (
        <p className="po-message" role="status" data-notice="success">
          {notice.ok}
        </p>
      ) : null}
      {notice && "errors" in notice ? (
        <ul className="po-form-error po-errors" role="alert">
          {notice.errors.map((n) => (
            <li key={n.message}>{n.message}</li>
          ))}
        </ul>
      ) : (
        <p className="po-message" role="status" />
      )}
    </form>
  );
}
