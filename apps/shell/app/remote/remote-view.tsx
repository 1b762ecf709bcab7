import {
  type LoadResult,
  loadRemote,
  type RenderAnswer,
  shellRetryPolicy,
  viewRetryPolicy,
} from "@parlay/remote-protocol";
import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useT } from "../i18n.tsx";
import type { RemoteSlot } from "../services.ts";
import { registryStore } from "./registry-store.ts";

export interface RemoteViewProps {
  slot: RemoteSlot;
  /** A view fills the route's content (view-level retries); a component is part of the page (shell-level). */
  kind: "view" | "component";
  lng: string;
  dir: "ltr" | "rtl";
  languages: string[];
  /** Page path without the language, with the query. */
  path: string;
}

type Status =
  | { state: "ready"; answer: RenderAnswer }
  | { state: "loading"; attempt: number }
  | { state: "failed" };

/**
 * One remote app inside the shell: server-rendered body hydrated by the remote's own script, or,
 * when the server could not get it, loaded here with the spec's retries and then a refresh button.
 */
export function RemoteView(props: RemoteViewProps) {
  const { slot, kind } = props;
  const { t } = useT();
  const policy = kind === "view" ? viewRetryPolicy : shellRetryPolicy;
  const [status, setStatus] = useState<Status>(
    slot.state === "ready" ? { state: "ready", answer: slot.answer } : { state: "loading", attempt: 1 },
  );
  const [runId, setRunId] = useState(0);
  const languagesKey = props.languages.join(",");

  useEffect(() => {
    registryStore.dispatch({ type: "use", appName: slot.appName, kind });
    return () => registryStore.dispatch({ type: "release", appName: slot.appName, kind });
  }, [slot.appName, kind]);

  useEffect(() => {
    if (slot.state === "ready") {
      setStatus({ state: "ready", answer: slot.answer });
      registryStore.dispatch({ type: "move", appName: slot.appName, to: "ready" });
      return;
    }
    const abort = new AbortController();
    registryStore.dispatch({ type: "move", appName: slot.appName, to: "loading" });
    setStatus({ state: "loading", attempt: 1 });
    void loadRemote(
      fetch,
      "",
      slot.appName,
      { path: props.path, lang: props.lng, dir: props.dir, languages: languagesKey.split(",") },
      {
        policy,
        signal: abort.signal,
        attemptTimeoutMs: 5000,
        onAttempt: (r) => {
          if (r.error && r.nextDelayMs !== undefined) setStatus({ state: "loading", attempt: r.attempt + 1 });
        },
      },
    ).then((result: LoadResult) => {
      if (abort.signal.aborted) return;
      if (result.kind === "ready") {
        registryStore.dispatch({ type: "move", appName: slot.appName, to: "ready" });
        setStatus({ state: "ready", answer: result.answer });
      } else {
        registryStore.dispatch({
          type: "move",
          appName: slot.appName,
          to: result.kind === "not_exist" ? "not_exist" : "error",
          ...(result.kind === "error" ? { error: result.error.message } : {}),
        });
        setStatus({ state: "failed" });
      }
    });
    return () => abort.abort();
  }, [slot, runId, policy, props.path, props.lng, props.dir, languagesKey]);

  if (status.state === "ready") return <RemoteBody key={answerKey(status.answer)} answer={status.answer} />;
  const appLabel = slot.appName;
  if (status.state === "loading") {
    return (
      <div className={`remote remote--loading remote--${kind}`} data-remote-state="loading" aria-busy="true">
        <span className="remote__message">
          {t("main_remote_retrying", { app: appLabel, attempt: status.attempt, max: policy.maxAttempts })}
        </span>
      </div>
    );
  }
  return (
    <div className={`remote remote--failed remote--${kind}`} data-remote-state="error" role="alert">
      {kind === "view" ? (
        <>
          <p>{t("main_dictionary_load_error")}</p>
          <p>{t("main_dictionary_refresh_page")}</p>
          <button type="button" onClick={() => window.location.reload()}>
            {t("main_refreshing_button")}
          </button>
        </>
      ) : (
        <>
          <span className="remote__message">{t("main_remote_failed", { app: appLabel })}</span>
          <button type="button" onClick={() => setRunId((n) => n + 1)}>
            {t("main_page_refresh_button")}
          </button>
        </>
      )}
    </div>
  );
}

function answerKey(answer: RenderAnswer): string {
  return `${answer.appName}:${answer.body.length}:${answer.title}:${answer.scriptsToLoad.join(",")}`;
}

/** The remote's markup; its entry script hydrates it as its own React root. */
function RemoteBody({ answer }: { answer: RenderAnswer }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const onRedirect = useCallback(
    (event: Event) => {
      const to = (event as CustomEvent<{ to?: string }>).detail?.to;
      if (typeof to === "string" && to.startsWith("/") && !to.startsWith("//")) void navigate(to);
    },
    [navigate],
  );
  useEffect(() => {
    const root = ref.current;
    const entry = answer.scriptsToLoad[0];
    if (!root || !entry) return;
    let handle: { unmount(): void } | undefined;
    let cancelled = false;
    root.addEventListener("remote:redirect", onRedirect);
    import(/* @vite-ignore */ entry)
      .then((mod: { hydrate?: (el: HTMLElement) => { unmount(): void } }) => {
        if (!cancelled && mod.hydrate) handle = mod.hydrate(root);
      })
      .catch((error: unknown) => {
        registryStore.dispatch({ type: "move", appName: answer.appName, to: "error", error: String(error) });
      });
    return () => {
      cancelled = true;
      root.removeEventListener("remote:redirect", onRedirect);
      handle?.unmount();
    };
  }, [answer, onRedirect]);
  return (
    <>
      {answer.style ? <style>{answer.style}</style> : null}
      {answer.cssToLoad.map((href) => (
        <link key={href} rel="stylesheet" href={href} precedence="default" />
      ))}
      <div
        ref={ref}
        className="remote"
        data-remote={answer.appName}
        data-remote-state="ready"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered markup of our own remote app
        dangerouslySetInnerHTML={{ __html: answer.body }}
      />
    </>
  );
}
