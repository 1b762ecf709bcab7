import { CloseButton, type LimitQuestion, type LimitsApi, Modal } from "@parlay/web";
import { type FormEvent, useId, useState } from "react";
import type { OfficeDictionary } from "../i18n/index.ts";
import { limitFailureText } from "./responsible-context.ts";

/**
 * The questionnaire (spec 001 §7): `POST limits` answered `questions` and a `tokenGuid`; the player
 * answers every question and `POST testanswers` decides — the change goes through only on success.
 */
export function Questionnaire({
  t,
  api,
  tokenGuid,
  questions,
  onDone,
}: {
  t: OfficeDictionary;
  api: LimitsApi;
  tokenGuid: string;
  questions: LimitQuestion[];
  onDone: (result: "passed" | "failed" | "cancelled") => void;
}) {
  const r = t.responsible;
  const id = useId();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (questions.some((q) => !answers[q.id])) {
      setError(r.questionnaireUnanswered);
      return;
    }
    setError(null);
    setBusy(true);
    const res = await api.testAnswers(
      tokenGuid,
      questions.map((q) => ({ questionId: q.id, answerId: answers[q.id] ?? "" })),
    );
    setBusy(false);
    if (!res.ok) {
      setError(limitFailureText(res.error, t));
      return;
    }
    onDone(res.data.success ? "passed" : "failed");
  };

  return (
    <Modal
      open
      onClose={() => onDone("cancelled")}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      className="po-rg-confirm"
    >
      <CloseButton label={r.close} onClick={() => onDone("cancelled")} />
      <h2 id={`${id}-title`}>{r.questionnaireTitle}</h2>
      <p id={`${id}-intro`}>{r.questionnaireIntro}</p>
      <form noValidate onSubmit={submit} className="po-form">
        {questions.map((q, i) => (
          <fieldset key={q.id} className="po-rg-choices">
            <legend>{`${i + 1}. ${q.text}`}</legend>
            {q.answers.map((a) => (
              <label key={a.id} className="po-method">
                <input
                  type="radio"
                  name={`${id}-q-${q.id}`}
                  value={a.id}
                  checked={answers[q.id] === a.id}
                  onChange={() => setAnswers((prev) => ({ ...prev, [q.id]: a.id }))}
                />
                {a.text}
              </label>
            ))}
          </fieldset>
        ))}
        <p className="po-form-error" role="alert">
          {error ?? ""}
        </p>
        <div className="po-actions">
          <button type="submit" className="po-button po-button--primary" disabled={busy} aria-busy={busy}>
            {r.questionnaireSend}
          </button>
        </div>
      </form>
    </Modal>
  );
}
