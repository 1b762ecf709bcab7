/**
 * The remote app registry (spec 000 §3 "Remote app registry entry", §4 "Remote app load state") as a pure
 * reducer. Pure so the shell can keep it in useReducer on the client and in a plain variable during SSR,
 * and so every move can be tested without React.
 */

export const LoadState = { not_exist: -2, error: -1, loading: 1, ready: 2 } as const;
export type LoadStateName = keyof typeof LoadState;
export type LoadStateCode = (typeof LoadState)[LoadStateName];

export const LOAD_STATE_NAMES = Object.keys(LoadState) as LoadStateName[];

export function loadStateName(code: LoadStateCode): LoadStateName {
  return LOAD_STATE_NAMES.find((name) => LoadState[name] === code) as LoadStateName;
}

/** Exactly the spec's moves; anything else, including staying in place, is forbidden. */
export const ALLOWED_MOVES: Readonly<Record<LoadStateName, readonly LoadStateName[]>> = {
  not_exist: ["loading", "ready"],
  error: ["loading", "not_exist"],
  loading: ["error", "ready", "not_exist"],
  ready: ["not_exist"],
};

export function canMove(from: LoadStateName, to: LoadStateName): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

export interface RetryInfo {
  /** Failed loads since the last success; reset by ready and by going back to not_exist. */
  failures: number;
  lastError: string | null;
}

export interface RegistryEntry {
  state: LoadStateCode;
  /** Remote components (parts of a page, e.g. the header) currently using the app. */
  components: number;
  /** Remote views (whole route content) currently using the app. */
  views: number;
  meta: { appName: string; retry: RetryInfo };
}

export type RemoteRegistry = Readonly<Record<string, RegistryEntry>>;
export type UsageKind = "view" | "component";

export type RegistryAction =
  | { type: "use"; appName: string; kind: UsageKind }
  | { type: "release"; appName: string; kind: UsageKind }
  | { type: "move"; appName: string; to: LoadStateName; error?: string };

export type RejectReason = "forbidden_move" | "unknown_app" | "not_in_use";

export type RegistryOutcome =
  | { applied: true; registry: RemoteRegistry }
  | {
      applied: false;
      registry: RemoteRegistry;
      reason: RejectReason;
      appName: string;
      from?: LoadStateName;
      to?: LoadStateName;
    };

export const emptyRegistry: RemoteRegistry = Object.freeze({});
const noRetry: RetryInfo = Object.freeze({ failures: 0, lastError: null });

function newEntry(appName: string): RegistryEntry {
  return { state: LoadState.not_exist, components: 0, views: 0, meta: { appName, retry: noRetry } };
}

function withEntry(registry: RemoteRegistry, entry: RegistryEntry): RemoteRegistry {
  return { ...registry, [entry.meta.appName]: entry };
}

function countKey(kind: UsageKind): "views" | "components" {
  return kind === "view" ? "views" : "components";
}

function move(entry: RegistryEntry, to: LoadStateName, error: string | undefined): RegistryEntry {
  const retry: RetryInfo =
    to === "error"
      ? { failures: entry.meta.retry.failures + 1, lastError: error ?? "unknown error" }
      : to === "loading"
        ? entry.meta.retry
        : noRetry;
  return { ...entry, state: LoadState[to], meta: { ...entry.meta, retry } };
}

/** Applies an action and says whether it was applied; a rejected action leaves the registry untouched. */
export function applyRegistryAction(registry: RemoteRegistry, action: RegistryAction): RegistryOutcome {
  const current = registry[action.appName];
  const reject = (reason: RejectReason, from?: LoadStateName, to?: LoadStateName): RegistryOutcome => ({
    applied: false,
    registry,
    reason,
    appName: action.appName,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  });

  switch (action.type) {
    case "use": {
      const entry = current ?? newEntry(action.appName);
      const key = countKey(action.kind);
      return { applied: true, registry: withEntry(registry, { ...entry, [key]: entry[key] + 1 }) };
    }
    case "release": {
      const key = countKey(action.kind);
      if (!current || current[key] === 0) return reject("not_in_use");
      let entry: RegistryEntry = { ...current, [key]: current[key] - 1 };
      // Spec 000 §4: an app nobody uses any more returns to not_exist (allowed from every other state).
      if (entry.views === 0 && entry.components === 0 && entry.state !== LoadState.not_exist) {
        entry = move(entry, "not_exist", undefined);
      }
      return { applied: true, registry: withEntry(registry, entry) };
    }
    case "move": {
      // Loading an app no view or component asked for would leave an entry that never returns to not_exist.
      if (!current) return reject("unknown_app", undefined, action.to);
      const from = loadStateName(current.state);
      if (!canMove(from, action.to)) return reject("forbidden_move", from, action.to);
      return { applied: true, registry: withEntry(registry, move(current, action.to, action.error)) };
    }
  }
}

/**
 * useReducer-compatible form. A rejected action returns the same object, so React skips the render;
 * callers that want to report rejections use applyRegistryAction.
 */
export function registryReducer(registry: RemoteRegistry, action: RegistryAction): RemoteRegistry {
  return applyRegistryAction(registry, action).registry;
}

export function stateOf(registry: RemoteRegistry, appName: string): LoadStateName {
  const entry = registry[appName];
  return entry ? loadStateName(entry.state) : "not_exist";
}
