import { describe, expect, it } from "vitest";
import {
  ALLOWED_MOVES,
  applyRegistryAction,
  canMove,
  emptyRegistry,
  LOAD_STATE_NAMES,
  LoadState,
  type LoadStateName,
  type RemoteRegistry,
  registryReducer,
  stateOf,
} from "./registry.ts";

/** A registry with one app, used by one view, sitting in `state`. */
function registryIn(state: LoadStateName): RemoteRegistry {
  return {
    betting: {
      state: LoadState[state],
      components: 0,
      views: 1,
      meta: { appName: "betting", retry: { failures: state === "error" ? 1 : 0, lastError: null } },
    },
  };
}

const ALLOWED: [LoadStateName, LoadStateName][] = [
  ["not_exist", "loading"],
  ["not_exist", "ready"],
  ["error", "loading"],
  ["error", "not_exist"],
  ["loading", "error"],
  ["loading", "ready"],
  ["loading", "not_exist"],
  ["ready", "not_exist"],
];

const ALL_PAIRS = LOAD_STATE_NAMES.flatMap((from) => LOAD_STATE_NAMES.map((to) => [from, to] as const));
const FORBIDDEN = ALL_PAIRS.filter(([from, to]) => !ALLOWED.some(([f, t]) => f === from && t === to));

describe("remote app load states (spec 000 §4)", () => {
  it("uses the spec's codes", () => {
    expect(LoadState).toEqual({ not_exist: -2, error: -1, loading: 1, ready: 2 });
  });

  it("has exactly 8 allowed and 8 forbidden moves out of 16", () => {
    expect(ALLOWED).toHaveLength(8);
    expect(FORBIDDEN).toHaveLength(8);
    const table = Object.entries(ALLOWED_MOVES).flatMap(([from, tos]) => tos.map((to) => [from, to]));
    expect(table.sort()).toEqual(ALLOWED.map((move) => [...move]).sort());
  });

  it.each(ALLOWED)("allows %s → %s", (from, to) => {
    expect(canMove(from, to)).toBe(true);
    const outcome = applyRegistryAction(registryIn(from), { type: "move", appName: "betting", to });
    expect(outcome.applied).toBe(true);
    expect(stateOf(outcome.registry, "betting")).toBe(to);
  });

  it.each(FORBIDDEN)("refuses %s → %s and leaves the registry untouched", (from, to) => {
    expect(canMove(from, to)).toBe(false);
    const before = registryIn(from);
    const outcome = applyRegistryAction(before, { type: "move", appName: "betting", to });
    expect(outcome).toMatchObject({ applied: false, reason: "forbidden_move", appName: "betting", from, to });
    expect(outcome.registry).toBe(before);
    // The useReducer form returns the same object, so React skips the render.
    expect(registryReducer(before, { type: "move", appName: "betting", to })).toBe(before);
  });
});

describe("retry info", () => {
  it("counts failures and keeps them through loading, clears them on ready", () => {
    let registry = registryIn("loading");
    registry = registryReducer(registry, {
      type: "move",
      appName: "betting",
      to: "error",
      error: "HTTP 503",
    });
    expect(registry.betting?.meta.retry).toEqual({ failures: 1, lastError: "HTTP 503" });
    registry = registryReducer(registry, { type: "move", appName: "betting", to: "loading" });
    registry = registryReducer(registry, { type: "move", appName: "betting", to: "error" });
    expect(registry.betting?.meta.retry).toEqual({ failures: 2, lastError: "unknown error" });
    registry = registryReducer(registry, { type: "move", appName: "betting", to: "loading" });
    registry = registryReducer(registry, { type: "move", appName: "betting", to: "ready" });
    expect(registry.betting?.meta.retry).toEqual({ failures: 0, lastError: null });
  });
});

describe("usage counts", () => {
  it("creates an entry in not_exist on first use and counts views and components apart", () => {
    let registry = registryReducer(emptyRegistry, { type: "use", appName: "header", kind: "component" });
    registry = registryReducer(registry, { type: "use", appName: "header", kind: "component" });
    registry = registryReducer(registry, { type: "use", appName: "header", kind: "view" });
    expect(registry.header).toEqual({
      state: LoadState.not_exist,
      components: 2,
      views: 1,
      meta: { appName: "header", retry: { failures: 0, lastError: null } },
    });
  });

  it.each(["error", "loading", "ready"] as const)(
    "returns %s to not_exist when the last user releases it",
    (state) => {
      let registry = registryIn(state);
      registry = registryReducer(registry, { type: "use", appName: "betting", kind: "component" });
      registry = registryReducer(registry, { type: "release", appName: "betting", kind: "view" });
      expect(stateOf(registry, "betting")).toBe(state);
      registry = registryReducer(registry, { type: "release", appName: "betting", kind: "component" });
      expect(registry.betting).toMatchObject({ state: LoadState.not_exist, views: 0, components: 0 });
      expect(registry.betting?.meta.retry.failures).toBe(0);
    },
  );

  it("refuses to release what is not in use", () => {
    const outcome = applyRegistryAction(registryIn("ready"), {
      type: "release",
      appName: "betting",
      kind: "component",
    });
    expect(outcome).toMatchObject({ applied: false, reason: "not_in_use" });
    expect(applyRegistryAction(emptyRegistry, { type: "release", appName: "x", kind: "view" })).toMatchObject(
      {
        applied: false,
        reason: "not_in_use",
      },
    );
  });

  it("refuses to move an app nobody uses", () => {
    const outcome = applyRegistryAction(emptyRegistry, { type: "move", appName: "casino", to: "loading" });
    expect(outcome).toMatchObject({ applied: false, reason: "unknown_app", to: "loading" });
    expect(stateOf(outcome.registry, "casino")).toBe("not_exist");
  });

  it("never mutates the registry it is given", () => {
    const before = Object.freeze(registryIn("loading"));
    const after = registryReducer(before, { type: "move", appName: "betting", to: "ready" });
    expect(after).not.toBe(before);
    expect(stateOf(before, "betting")).toBe("loading");
  });
});
