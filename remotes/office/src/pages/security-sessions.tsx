import { useLoad } from "@parlay/web";
import { useState } from "react";
import { type LoginView, officeSecurityApi, type SessionView } from "../api/security-api.ts";
import { fill, type OfficeDictionary } from "../i18n/index.ts";
import { failureText } from "../ui/errors.ts";
import { Loading } from "../ui/load-states.tsx";

/** A short device name from a user agent: browser on system, or null. */
export function deviceOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrome\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  if (browser && system) return `${browser}, ${system}`;
  return browser ?? system ?? userAgent.slice(0, 40);
}

/** Active sessions with device, address and time; end one or all others (spec 001 §4 session). */
export function SessionsSection({
  t,
  dateTime,
  version,
  onChanged,
  initial,
}: {
  t: OfficeDictionary;
  dateTime: (iso: string) => string;
  version: number;
  onChanged: () => void;
  /** The server's first read, used while `version` is 0. */
  initial?: { sessions: SessionView[] } | undefined;
}) {
  const s = t.security;
  const data = useLoad(`sessions:${version}`, (signal) => officeSecurityApi().sessions(signal), {
    initial: version === 0 ? initial : undefined,
  });
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const sessions = data.data?.sessions ?? [];
  const others = sessions.filter((x) => !x.current).length;
  const end = async (id: string) => {
    const res = await officeSecurityApi().endSession(id);
    setMessage(res.ok ? null : { error: true, text: failureText(res.error, t) });
    onChanged();
  };
  const endOthers = async () => {
    const res = await officeSecurityApi().endOthers();
    setMessage(
      res.ok
        ? { error: false, text: fill(s.othersEnded, { count: res.data.ended }) }
        : { error: true, text: failureText(res.error, t) },
    );
    onChanged();
  };
  return (
    <section className="po-sec" aria-labelledby="po-sec-sessions" data-section="sessions">
      <h2 id="po-sec-sessions">{s.sessionsTitle}</h2>
      {!data.data ? <Loading t={t} /> : null}
      <ul className="po-sessions">
        {sessions.map((x) => (
          <li key={x.id} className="po-session" data-current={x.current ? "true" : undefined}>
            <div>
              <strong>
                {fill(s.sessionWhere, {
                  device: deviceOf(x.userAgent) ?? s.unknownDevice,
                  ip: x.ip ?? "—",
                })}
              </strong>
              {x.current ? <span className="po-badge">{s.thisDevice}</span> : null}
              <p className="po-note">
                {fill(s.sessionWhen, { created: dateTime(x.createdAt), seen: dateTime(x.lastSeenAt) })}
              </p>
            </div>
            {x.current ? null : (
              <button type="button" className="po-button" onClick={() => void end(x.id)}>
                {s.endSession}
              </button>
            )}
          </li>
        ))}
      </ul>
      {data.data && others === 0 ? <p className="po-note">{s.noOthers}</p> : null}
      {others > 0 ? (
        <button type="button" className="po-button" onClick={() => void endOthers()}>
          {s.endOthers}
        </button>
      ) : null}
      <p
        className={message?.error ? "po-form-error" : "po-message"}
        role={message?.error ? "alert" : "status"}
      >
        {message?.text ?? ""}
      </p>
    </section>
  );
}

/** The last sign-ins: when, from where, on what, and how each ended. */
export function LoginHistorySection({
  t,
  dateTime,
  version,
  initial,
}: {
  t: OfficeDictionary;
  dateTime: (iso: string) => string;
  version: number;
  /** The server's first read, used while `version` is 0. */
  initial?: { logins: LoginView[] } | undefined;
}) {
  const s = t.security;
  const data = useLoad(`logins:${version}`, (signal) => officeSecurityApi().history(signal), {
    initial: version === 0 ? initial : undefined,
  });
  return (
    <section className="po-sec" aria-labelledby="po-sec-history" data-section="history">
      <h2 id="po-sec-history">{s.historyTitle}</h2>
      {!data.data ? (
        <Loading t={t} />
      ) : (
        <div className="po-table-wrap">
          <table className="po-table">
            <thead>
              <tr>
                <th scope="col">{s.historyWhen}</th>
                <th scope="col">{s.historyWhere}</th>
                <th scope="col">{s.historyDevice}</th>
                <th scope="col">{s.historyState}</th>
              </tr>
            </thead>
            <tbody>
              {data.data.logins.map((l) => (
                <tr key={l.at + (l.ip ?? "")}>
                  <td>{dateTime(l.at)}</td>
                  <td dir="ltr">{l.ip ?? "—"}</td>
                  <td>{deviceOf(l.userAgent) ?? s.unknownDevice}</td>
                  <td>
                    {l.current
                      ? s.thisDevice
                      : l.endReason
                        ? (s.endReasons[l.endReason] ?? l.endReason)
                        : s.historyActive}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
