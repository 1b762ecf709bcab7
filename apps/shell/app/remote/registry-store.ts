import {
  emptyRegistry,
  type RegistryAction,
  type RemoteRegistry,
  registryReducer,
} from "@parlay/remote-protocol/browser";

/** The shell's one remote app registry (spec 000 §3, §4), fed by every remote view and component. */
let registry: RemoteRegistry = emptyRegistry;
const listeners = new Set<() => void>();

export const registryStore = {
  dispatch(action: RegistryAction) {
    const next = registryReducer(registry, action);
    if (next === registry) return;
    registry = next;
    for (const l of listeners) l();
  },
  get: () => registry,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
