import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { API, api } from "./api.ts";

export interface Me {
  id: string;
  email: string;
  displayName: string;
  roles: string[];
  permissions: string[];
}

interface SessionValue {
  /** undefined while loading, null when signed out. */
  me: Me | null | undefined;
  setMe(me: Me | null): void;
  can(permission: string): boolean;
  signOut(): Promise<void>;
}

const Session = createContext<SessionValue>({
  me: undefined,
  setMe: () => {},
  can: () => false,
  signOut: async () => {},
});

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  useEffect(() => {
    fetch(`${API}/me`, { credentials: "same-origin" })
      .then(async (res) => setMe(res.ok ? ((await res.json()) as Me) : null))
      .catch(() => setMe(null));
  }, []);
  const can = useCallback((permission: string) => Boolean(me?.permissions.includes(permission)), [me]);
  const signOut = useCallback(async () => {
    await api("POST", "/auth/logout").catch(() => undefined);
    setMe(null);
  }, []);
  return <Session.Provider value={{ me, setMe, can, signOut }}>{children}</Session.Provider>;
}

export function useSession(): SessionValue {
  return useContext(Session);
}
