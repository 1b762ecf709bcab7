import { useLoad } from "@parlay/web";
import { type FormEvent, useCallback, useState } from "react";
import { officeSecurityApi, type SecuritySummary } from "../api/security-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { failureText } from "../ui/errors.ts";
import { useDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import type { PageProps } from "./page-props.ts";
import { LoginHistorySection, SessionsSection } from "./security-sessions.tsx";
import { TotpSection } from "./security-totp.tsx";

/**
 * office/security (issue 17; spec 001 §2–§4): the protection level and what raises it, the password,
 * two-step login by TOTP with backup codes, active sessions, the login history and the security
 * question. The server renders it with the player's data (`initial.security`, `.sessions`, `.logins`).
 */
export function SecurityPage(props: PageProps) {
  const { t, lang, clock } = props;
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((n) => n + 1), []);
  const summary = useLoad(`security:${version}`, (signal) => officeSecurityApi().summary(signal), {
    initial: version === 0 ? props.initial.security : undefined,
  });
  const dateTime = useDateTime(lang, clock);
  if (summary.status === "error" && summary.error)
    return <LoadError error={summary.error} t={t} basePath={props.basePath} onRetry={summary.reload} />;
  if (!summary.data) return <Loading t={t} />;
  return (
    <div className="po-security">
      <LevelSection t={t} summary={summary.data} />
      <PasswordSection t={t} onChanged={changed} />
      <TotpSection t={t} summary={summary.data} onChanged={changed} />
      <SessionsSection
        t={t}
        dateTime={dateTime}
        version={version}
        onChanged={changed}
        initial={props.initial.sessions}
      />
      <LoginHistorySection t={t} dateTime={dateTime} version={version} initial={props.initial.logins} />
      <QuestionSection t={t} summary={summary.data} onChanged={changed} />
    </div>
  );
}

/** The protection level (001 §4: null stays null; ≤30 bad; 31–69 normal; 70–99 good; 100 full). */
function LevelSection({ t, summary }: { t: OfficeDictionary; summary: SecuritySummary }) {
  const s = t.security;
  const level = summary.protection_level;
  const status = summary.protection_status;
  return (
    <section className="po-sec" aria-labelledby="po-sec-level" data-section="level">
      <h2 id="po-sec-level">{s.levelTitle}</h2>
      {level === null ? (
        <p>{s.levelUnknown}</p>
      ) : (
        <>
          <p className="po-level" data-status={status ?? undefined}>
            <span>{fill(s.level, { level })}</span>
            {status ? (
              <strong className={`po-level__status po-level__status--${status}`}>{s.status[status]}</strong>
            ) : null}
          </p>
          <meter
            className="po-meter"
            min={0}
            max={100}
            low={31}
            high={70}
            optimum={100}
            value={level}
            aria-label={fill(s.level, { level })}
          />
        </>
      )}
      {summary.steps.length > 0 ? (
        <>
          <h3>{s.stepsTitle}</h3>
          <ul className="po-steps">
            {summary.steps.map((step) => (
              <li key={step.method} data-method={step.method}>
                {fill(s.step, { method: s.methods[step.method], gain: step.gain })}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>{s.allDone}</p>
      )}
    </section>
  );
}

function useSubmit(t: OfficeDictionary) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const submit = async (
    call: () => Promise<{ ok: true } | { ok: false; error: Parameters<typeof failureText>[0] }>,
    success: string,
  ) => {
    setBusy(true);
    setMessage(null);
    const res = await call();
    setBusy(false);
    setMessage(res.ok ? { error: false, text: success } : { error: true, text: failureText(res.error, t) });
    return res.ok;
  };
  const out = (
    <p className={message?.error ? "po-form-error" : "po-message"} role={message?.error ? "alert" : "status"}>
      {message?.text ?? ""}
    </p>
  );
  return { busy, submit, setMessage, out };
}

/** Change the password: the current one, the new one twice; the other sessions end. */
function PasswordSection({ t, onChanged }: { t: OfficeDictionary; onChanged: () => void }) {
  const s = t.security;
  const { busy, submit, setMessage, out } = useSubmit(t);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const current = String(data.get("current") ?? "");
    const next = String(data.get("next") ?? "");
    if (next !== String(data.get("repeat") ?? ""))
      return setMessage({ error: true, text: s.passwordsDiffer });
    if (await submit(() => officeSecurityApi().changePassword(current, next), s.passwordChanged)) {
      form.reset();
      onChanged();
    }
  };
  return (
    <section className="po-sec" aria-labelledby="po-sec-password" data-section="password">
      <h2 id="po-sec-password">{s.passwordTitle}</h2>
      <form className="po-form" onSubmit={(e) => void onSubmit(e)}>
        <div className="po-field">
          <label htmlFor="po-pass-current">{s.currentPassword}</label>
          <input
            id="po-pass-current"
            name="current"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="po-field">
          <label htmlFor="po-pass-next">{s.newPassword}</label>
          <input
            id="po-pass-next"
            name="next"
            type="password"
            autoComplete="new-password"
            minLength={8}
            maxLength={128}
            required
            aria-describedby="po-pass-hint"
          />
          <p className="po-hint" id="po-pass-hint">
            {s.passwordHint}
          </p>
        </div>
        <div className="po-field">
          <label htmlFor="po-pass-repeat">{s.repeatPassword}</label>
          <input id="po-pass-repeat" name="repeat" type="password" autoComplete="new-password" required />
        </div>
        <div className="po-actions">
          <button type="submit" className="po-button po-button--primary" disabled={busy}>
            {s.changePassword}
          </button>
        </div>
        {out}
      </form>
    </section>
  );
}

/** Set or change the security question (the password confirms it; the answer is stored hashed). */
function QuestionSection({
  t,
  summary,
  onChanged,
}: {
  t: OfficeDictionary;
  summary: SecuritySummary;
  onChanged: () => void;
}) {
  const s = t.security;
  const { busy, submit, out } = useSubmit(t);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const call = () =>
      officeSecurityApi().setQuestion(
        String(data.get("question") ?? ""),
        String(data.get("answer") ?? ""),
        String(data.get("password") ?? ""),
      );
    if (await submit(call, s.questionSaved)) {
      form.reset();
      onChanged();
    }
  };
  return (
    <section className="po-sec" aria-labelledby="po-sec-question" data-section="question">
      <h2 id="po-sec-question">{s.questionTitle}</h2>
      <p>
        {summary.security_question
          ? fill(s.questionCurrent, { question: summary.security_question })
          : s.questionNone}
      </p>
      <form className="po-form" onSubmit={(e) => void onSubmit(e)}>
        <div className="po-field">
          <label htmlFor="po-q-question">{s.question}</label>
          <input id="po-q-question" name="question" minLength={5} maxLength={200} required />
        </div>
        <div className="po-field">
          <label htmlFor="po-q-answer">{s.answer}</label>
          <input id="po-q-answer" name="answer" minLength={2} maxLength={200} autoComplete="off" required />
        </div>
        <div className="po-field">
          <label htmlFor="po-q-password">{s.password}</label>
          <input
            id="po-q-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
          />
        </div>
        <div className="po-actions">
          <button type="submit" className="po-button po-button--primary" disabled={busy}>
            {s.saveQuestion}
          </button>
        </div>
        {out}
      </form>
    </section>
  );
}
