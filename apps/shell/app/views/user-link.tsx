import type { MessageKey } from "@parlay/i18n";
import { browserHttp } from "@parlay/web";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { errorText } from "../auth/error-text.ts";
import { useT } from "../i18n.tsx";

export type LinkCallState = { kind: "working" } | { kind: "done" } | { kind: "failed"; message: string };

/** The `token` of a /user link (spec 001 §2, docs/players.md "The /user pages"). */
export function useLinkToken(): string | null {
  const { search } = useLocation();
  const token = new URLSearchParams(search).get("token");
  return token && token.trim() !== "" ? token : null;
}

/**
 * Posts the link's token once when the page opens (each link works once, so a re-render or a
 * second effect run must not spend it twice) and reports the outcome.
 */
export function useLinkCall(path: string, body: (token: string) => Record<string, unknown>): LinkCallState {
  const { t } = useT();
  const token = useLinkToken();
  const [state, setState] = useState<LinkCallState>({ kind: "working" });
  const sent = useRef<string | null>(null);
  const makeBody = useRef(body);
  makeBody.current = body;
  useEffect(() => {
    if (!token) {
      setState({ kind: "failed", message: t("user_link_missing") });
      return;
    }
    if (sent.current === token) return;
    sent.current = token;
    setState({ kind: "working" });
    void browserHttp()
      .post(path, makeBody.current(token))
      .then((res) =>
        setState(
          res.ok
            ? { kind: "done" }
            : { kind: "failed", message: errorText(res.error, t) ?? t("user_link_invalid") },
        ),
      );
  }, [token, path, t]);
  return state;
}

/** The common frame of the /user pages: a heading, the live outcome, and where to go next. */
export function UserLinkPage({
  title,
  state,
  doneText,
  children,
}: {
  title: MessageKey;
  state: LinkCallState;
  doneText: MessageKey;
  children?: ReactNode;
}) {
  const { t, lng } = useT();
  return (
    <section className="user-page" aria-labelledby="user-page-title" aria-busy={state.kind === "working"}>
      <h1 id="user-page-title">{t(title)}</h1>
      <div role="status" aria-live="polite">
        {state.kind === "working" ? <p>{t("user_link_working")}</p> : null}
        {state.kind === "done" ? <p className="user-page__ok">{t(doneText)}</p> : null}
      </div>
      <div role="alert">{state.kind === "failed" ? <p className="form-error">{state.message}</p> : null}</div>
      {children}
      {state.kind === "working" ? null : (
        <p>
          <Link to={`/${lng}/`}>{t("go_home")}</Link>
        </p>
      )}
    </section>
  );
}
