import type { RenderAnswer } from "@parlay/remote-protocol";
// The browser's subset: no zod schemas in the page until an answer is checked.
import {
  type LoadResult,
  loadRemote,
  shellRetryPolicy,
  viewRetryPolicy,
} from "@parlay/remote-protocol/browser";
import { useEffect, useMemo, useRef, useState } from "react";
import { preloadModule } from "react-dom";
import { useNavigate } from "react-router";
import { useT } from "../i18n.tsx";
import { useNonce } from "../nonce.tsx";
import type { RemoteSlot } from "../services.ts";
import { registryStore } from "./registry-store.ts";
import { replaceInAnswer } from "./replacements.ts";
import { servedBody } from "./served-body.ts";

export interface RemoteViewProps {
  slot: RemoteSlot;
  /** A view fills the route's content (view-level retries); a component is part of the page (shell-level). */
  kind: "view" | "component";
  lng: string;
  dir: "ltr" | "rtl";
  languages: string[];
  /** The page's clock decision, passed on when the browser asks the remote itself. */
  clock: "12h" | "24h";
  /** What the visitor may open here, passed on like the clock. */
  features: string[];
  /** The site's text replacements, for an answer fetched here (the server fills its own). */
  replacements: Record<string, string>;
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
  // The server's answer with its body, which the document carries once (served-body.ts).
  const served = useMemo(() => readyAnswer(slot), [slot]);
  const [status, setStatus] = useState<Status>(
    served ? { state: "ready", answer: served } : { state: "loading", attempt: 1 },
  );
  const [runId, setRunId] = useState(0);
  const languagesKey = props.languages.join(",");
  const featuresKey = props.features.join(",");
  // The latest replacements without refetching when only the object's identity changes.
  const replacementsRef = useRef(props.replacements);
  replacementsRef.current = props.replacements;

  useEffect(() => {
    registryStore.dispatch({ type: "use", appName: slot.appName, kind });
    return () => registryStore.dispatch({ type: "release", appName: slot.appName, kind });
  }, [slot.appName, kind]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runId is the refresh button: a new run id loads the remote again
  useEffect(() => {
    if (served) {
      // Server markup is here; the app is ready once its script says so (remote:ready).
      setStatus({ state: "ready", answer: served });
      registryStore.dispatch({ type: "move", appName: slot.appName, to: "loading" });
      return;
    }
    const abort = new AbortController();
    registryStore.dispatch({ type: "move", appName: slot.appName, to: "loading" });
    setStatus({ state: "loading", attempt: 1 });
    void loadRemote(
      fetch,
      "",
      slot.appName,
      {
        path: props.path,
        lang: props.lng,
        dir: props.dir,
        languages: languagesKey.split(","),
        clock: props.clock,
        features: featuresKey ? featuresKey.split(",") : [],
      },
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
        setStatus({ state: "ready", answer: replaceInAnswer(result.answer, replacementsRef.current) });
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
  }, [slot, served, runId, policy, props.path, props.lng, props.dir, props.clock, languagesKey, featuresKey]);

  if (status.state === "ready")
    return (
      <RemoteBody
        key={answerKey(status.answer)}
        answer={status.answer}
        served={status.answer === served && slot.state === "ready" ? slot.served : undefined}
      />
    );
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

/** The slot's answer with its body, or null when the browser must load the remote itself. */
function readyAnswer(slot: RemoteSlot): RenderAnswer | null {
  if (slot.state !== "ready") return null;
  const body = servedBody(slot);
  return body === null ? null : { ...slot.answer, body };
}

/** A new key remounts the remote: any change of markup (FNV-1a of the body) or of its scripts. */
function answerKey(answer: RenderAnswer): string {
  // The server renders each page once and keys are not part of the markup hydration checks, so only
  // the browser, where a slot's body can change under a mounted remote, pays for the hash.
  const hash = typeof document === "undefined" ? "server" : bodyHash(answer.body);
  return `${answer.appName}:${hash}:${answer.body.length}:${answer.scriptsToLoad.join(",")}`;
}

// A page renders its slot more than once (server render, hydration, re-renders) with the same body:
// the hash of the last body is kept, so a 300 kB body is hashed once rather than on every render.
let lastBody: { body: string; hash: string } | null = null;

function bodyHash(body: string): string {
  if (lastBody?.body === body) return lastBody.hash;
  let hash = 0x811c9dc5;
  for (let i = 0; i < body.length; i++) {
    hash ^= body.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  lastBody = { body, hash: (hash >>> 0).toString(36) };
  return lastBody.hash;
}

/**
 * Runs a remote's `codeToEval` once per mount, before its entry script: as an inline <script>
 * carrying the page's CSP nonce, never through eval or new Function (the policy has no
 * 'unsafe-eval'). The browser hides nonce attributes but keeps the `nonce` property of the page's
 * own scripts, which is where the nonce is read from.
 */
function runCodeToEval(code: string): void {
  if (code.trim() === "") return;
  const script = document.createElement("script");
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  script.textContent = code;
  // An inline script runs as it is inserted; outside React's tree, and gone again right after.
  document.head.append(script);
  script.remove();
}

/** The remote's markup (server-rendered by our own remote app); its entry script hydrates it as its own React root and reports remote:ready. */
function RemoteBody({ answer, served }: { answer: RenderAnswer; served?: string | undefined }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const [hydration, setHydration] = useState<"loading" | "ready" | "error">(
    answer.scriptsToLoad.length ? "loading" : "ready",
  );
  // The latest navigate without re-running the hydration effect when its identity changes.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The parent keys this component by the answer's content, so one instance hydrates one markup
  // exactly once. Re-running on a new but equal answer object (a loader revalidation, clicking the
  // link of the page you are on) would unmount the remote's root, which empties the markup, and then
  // hydrate an empty element: a blank page (issue 13 #9).
  const [{ entry, appName, codeToEval }] = useState(() => ({
    entry: answer.scriptsToLoad[0],
    appName: answer.appName,
    codeToEval: answer.codeToEval,
  }));
  // In the server render this puts <link rel="modulepreload"> in the page's <head>, so the browser
  // fetches the remote's entry while it parses the page instead of after the shell has hydrated.
  const nonce = useNonce();
  if (entry) preloadModule(entry, { as: "script", ...(nonce ? { nonce } : {}) });
  useEffect(() => {
    const root = ref.current;
    const onRedirect = (event: Event) => {
      const to = (event as CustomEvent<{ to?: string }>).detail?.to;
      if (typeof to === "string" && to.startsWith("/") && !to.startsWith("//")) void navigateRef.current(to);
    };
    if (!root) return;
    if (!entry) {
      runCodeToEval(codeToEval);
      registryStore.dispatch({ type: "move", appName, to: "ready" });
      return;
    }
    let handle: { unmount(): void } | undefined;
    let cancelled = false;
    const onReady = () => {
      registryStore.dispatch({ type: "move", appName, to: "ready" });
      setHydration("ready");
    };
    const onError = (event: Event) => {
      const message = (event as CustomEvent<{ message?: string }>).detail?.message ?? "remote error";
      registryStore.dispatch({ type: "move", appName, to: "error", error: message });
      setHydration("error");
    };
    root.addEventListener("remote:redirect", onRedirect);
    root.addEventListener("remote:ready", onReady);
    root.addEventListener("remote:error", onError);
    runCodeToEval(codeToEval);
    import(/* @vite-ignore */ entry)
      .then((mod: { hydrate?: (el: HTMLElement) => { unmount(): void } }) => {
        if (cancelled) return;
        if (!mod.hydrate) throw new Error(`${entry} exports no hydrate()`);
        handle = mod.hydrate(root);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        root.dispatchEvent(new CustomEvent("remote:error", { detail: { message: String(error) } }));
      });
    return () => {
      cancelled = true;
      root.removeEventListener("remote:redirect", onRedirect);
      root.removeEventListener("remote:ready", onReady);
      root.removeEventListener("remote:error", onError);
      handle?.unmount();
    };
  }, [entry, appName, codeToEval]);
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
        data-remote-state={hydration}
        data-served={served}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the body is the remote's own server render, checked by the render protocol's schema; hydrating it is the protocol
        dangerouslySetInnerHTML={{ __html: answer.body }}
      />
    </>
  );
}
