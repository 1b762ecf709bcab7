import { safeReturnUrl } from "@parlay/domain/routing";
import { browserHttp } from "@parlay/web";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useT } from "../i18n.tsx";

const TERMS_API = "/web-api/api-v3/v2/user/agreement-rules";

type Status = { result: boolean; updatedAt: string | null; version: number };
type Terms = { version: number; lang: string; title: string; body: string; updatedAt: string | null };
type State =
  | { kind: "loading" }
  | { kind: "show"; terms: Terms }
  | { kind: "failed"; terms: Terms | null }
  | { kind: "accepting"; terms: Terms };

/**
 * The confirm-terms page (spec 000 §2, §8; 001 §4 "Terms confirmation"): a signed-in player whose
 * calls answered 451 reads the current terms and accepts them, then returns where they were. When
 * nothing is to be accepted (the terms did not change, or were accepted elsewhere), leaving it goes
 * to the root.
 */
export function ConfirmTermsView() {
  const { t, lng } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [state, setState] = useState<State>({ kind: "loading" });
  const back = safeReturnUrl(params.get("returnUrl")) ?? `/${lng}/`;

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const http = browserHttp();
      const status = await http.get<Status>(`${TERMS_API}/status`);
      if (cancelled) return;
      if (status.ok && status.data.result) {
        void navigate(`/${lng}/`, { replace: true });
        return;
      }
      const terms = await http.get<Terms>(TERMS_API, { lang: lng });
      if (cancelled) return;
      setState(terms.ok ? { kind: "show", terms: terms.data } : { kind: "failed", terms: null });
    })();
    return () => {
      cancelled = true;
    };
  }, [lng, navigate]);

  const accept = async (terms: Terms) => {
    setState({ kind: "accepting", terms });
    const res = await browserHttp().post<Status>(`${TERMS_API}/accept`, { version: terms.version });
    if (res.ok) void navigate(back, { replace: true });
    else setState({ kind: "failed", terms });
  };

  const terms = state.kind === "loading" ? null : state.terms;
  return (
    <section
      className="status-page confirm-terms"
      aria-labelledby="confirm-terms-title"
      aria-busy={state.kind === "loading"}
    >
      <h1 id="confirm-terms-title">{t("confirm_terms_title")}</h1>
      <p>{t("confirm_terms_text")}</p>
      {terms ? (
        <article className="confirm-terms__text" lang={terms.lang} aria-labelledby="confirm-terms-doc">
          <h2 id="confirm-terms-doc">{terms.title}</h2>
          {terms.updatedAt ? (
            <p className="confirm-terms__meta">
              {t("confirm_terms_version", { version: terms.version, date: terms.updatedAt.slice(0, 10) })}
            </p>
          ) : null}
          {terms.body.split(/\n{2,}/).map((para, i) => (
            // Paragraphs of a fixed text: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: static paragraphs
            <p key={i}>{para}</p>
          ))}
        </article>
      ) : null}
      {state.kind === "failed" ? <p role="alert">{t("confirm_terms_failed")}</p> : null}
      {terms ? (
        <button
          type="button"
          className="button--primary"
          disabled={state.kind === "accepting"}
          onClick={() => void accept(terms)}
        >
          {t("confirm_terms_accept")}
        </button>
      ) : null}
    </section>
  );
}
