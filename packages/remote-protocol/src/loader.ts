import { type RemoteRequestContext, renderUrl, requestHeaders } from "./context.ts";
import { delayBefore, type RetryPolicy, realSleep, type Sleep, shellRetryPolicy } from "./retry.ts";
import type { RemoteManifest, RenderAnswer } from "./schema.ts";

/**
 * The schemas (and zod/mini under them) load with the first answer to check, not with the page that
 * holds this loader: a first view renders its remotes from the HTML and checks no answer (issue 14 #7).
 */
const schemas = () => import("./schema.ts");

export type FetchImpl = (input: string, init?: RequestInit) => Promise<Response>;

export interface RemoteLoadError {
  code: "network" | "timeout" | "http" | "invalid_answer" | "aborted";
  message: string;
  status?: number;
  /** Client errors (4xx) and cancellation are not retried: asking again gives the same answer. */
  retryable: boolean;
}

/** The outcome names match the registry's load states, so the shell can dispatch `move` with `kind`. */
export type LoadResult =
  | { kind: "ready"; answer: RenderAnswer; attempts: number; elapsedMs: number }
  | { kind: "not_exist"; answer: RenderAnswer | null; attempts: number; elapsedMs: number }
  | {
      kind: "error";
      error: RemoteLoadError;
      attempts: number;
      elapsedMs: number;
      /** Keys for the refresh button / reload message the caller shows now. */
      giveUp: RetryPolicy["giveUp"];
    };

export interface AttemptReport {
  attempt: number;
  /** The failure that ended this attempt; absent on success. */
  error?: RemoteLoadError;
  /** How long the loader waits before the next attempt; absent when it stops. */
  nextDelayMs?: number;
}

export interface LoadOptions {
  policy?: RetryPolicy;
  sleep?: Sleep;
  now?: () => number;
  signal?: AbortSignal;
  /** Per-attempt limit, so one hung remote cannot hold a server render; undefined disables it. */
  attemptTimeoutMs?: number;
  /** Called after every attempt; the shell uses it to move the registry error → loading. */
  onAttempt?: (report: AttemptReport) => void;
}

type AttemptResult =
  | { ok: true; answer: RenderAnswer }
  | { ok: false; notExist: true }
  | { ok: false; notExist?: false; error: RemoteLoadError };

async function attemptOnce(
  fetchImpl: FetchImpl,
  url: string,
  appName: string,
  ctx: RemoteRequestContext,
  signal: AbortSignal | undefined,
): Promise<AttemptResult> {
  const headers = requestHeaders(ctx);
  const components = ctx.components ?? [];
  const init: RequestInit =
    components.length > 0
      ? {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: JSON.stringify({ components }),
        }
      : { method: "GET", headers };
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await fetchImpl(url, init);
  } catch (cause) {
    const timedOut = cause instanceof Error && cause.name === "TimeoutError";
    return {
      ok: false,
      error: {
        code: timedOut ? "timeout" : "network",
        message: cause instanceof Error ? cause.message : String(cause),
        retryable: true,
      },
    };
  }
  // Unknown app: nothing to retry, the registry moves straight to not_exist.
  if (response.status === 404) return { ok: false, notExist: true };
  if (!response.ok) {
    const text = await response.text().catch(() => "");
    return {
      ok: false,
      error: {
        code: "http",
        status: response.status,
        message: `HTTP ${response.status} from ${appName}: ${text.slice(0, 300)}`,
        retryable: response.status >= 500,
      },
    };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return { ok: false, error: { code: "invalid_answer", message: "answer is not JSON", retryable: true } };
  }
  const parsed = (await schemas()).RenderAnswer.safeParse(json);
  if (!parsed.success) {
    const message = `answer does not match the render schema: ${parsed.error.issues
      .map((issue) => `${issue.path.join(".")} ${issue.message}`)
      .join("; ")}`;
    return { ok: false, error: { code: "invalid_answer", message, retryable: true } };
  }
  if (parsed.data.appName !== appName) {
    const message = `asked ${appName}, answered ${parsed.data.appName}`;
    return { ok: false, error: { code: "invalid_answer", message, retryable: false } };
  }
  return { ok: true, answer: parsed.data };
}

function attemptSignal(
  outer: AbortSignal | undefined,
  timeoutMs: number | undefined,
): AbortSignal | undefined {
  if (timeoutMs === undefined) return outer;
  const timeout = AbortSignal.timeout(timeoutMs);
  return outer ? AbortSignal.any([outer, timeout]) : timeout;
}

/**
 * Asks a remote to render one page and retries per policy. Never throws: the result says ready,
 * not_exist or error, and an error carries the keys of what the caller shows next.
 */
export async function loadRemote(
  fetchImpl: FetchImpl,
  baseUrl: string,
  appName: string,
  ctx: RemoteRequestContext,
  opts: LoadOptions = {},
): Promise<LoadResult> {
  const policy = opts.policy ?? shellRetryPolicy;
  const sleep = opts.sleep ?? realSleep;
  const now = opts.now ?? Date.now;
  const started = now();
  const url = renderUrl(baseUrl, appName, ctx.path);
  const aborted = (attempts: number): LoadResult => ({
    kind: "error",
    error: { code: "aborted", message: "render request cancelled", retryable: false },
    attempts,
    elapsedMs: now() - started,
    giveUp: policy.giveUp,
  });

  let attempt = 0;
  while (true) {
    attempt += 1;
    if (opts.signal?.aborted) return aborted(attempt - 1);
    const result = await attemptOnce(
      fetchImpl,
      url,
      appName,
      ctx,
      attemptSignal(opts.signal, opts.attemptTimeoutMs),
    );
    const elapsedMs = () => now() - started;
    if (result.ok) {
      opts.onAttempt?.({ attempt });
      const notExist = result.answer.status === "not_exist";
      return notExist
        ? { kind: "not_exist", answer: result.answer, attempts: attempt, elapsedMs: elapsedMs() }
        : { kind: "ready", answer: result.answer, attempts: attempt, elapsedMs: elapsedMs() };
    }
    if (result.notExist) {
      opts.onAttempt?.({ attempt });
      return { kind: "not_exist", answer: null, attempts: attempt, elapsedMs: elapsedMs() };
    }
    if (opts.signal?.aborted) return aborted(attempt);
    const last = !result.error.retryable || attempt >= policy.maxAttempts;
    const nextDelayMs = last ? undefined : delayBefore(policy, attempt + 1);
    opts.onAttempt?.(
      nextDelayMs === undefined
        ? { attempt, error: result.error }
        : { attempt, error: result.error, nextDelayMs },
    );
    if (nextDelayMs === undefined) {
      return {
        kind: "error",
        error: result.error,
        attempts: attempt,
        elapsedMs: elapsedMs(),
        giveUp: policy.giveUp,
      };
    }
    try {
      await sleep(nextDelayMs, opts.signal);
    } catch {
      return aborted(attempt);
    }
  }
}

/** Reads a remote's manifest, e.g. to compare its React version with the shell's import map. */
export async function loadManifest(
  fetchImpl: FetchImpl,
  baseUrl: string,
  appName: string,
): Promise<RemoteManifest | null> {
  try {
    const base = baseUrl.replace(/\/+$/, "");
    const response = await fetchImpl(`${base}/mf/${encodeURIComponent(appName)}/manifest.json`);
    if (!response.ok) return null;
    const parsed = (await schemas()).RemoteManifest.safeParse(await response.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
