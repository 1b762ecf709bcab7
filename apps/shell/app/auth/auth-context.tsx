import { createContext, useContext } from "react";

/** What the shell's auth UI offers the rest of the page (views, the user bar, one-tap). */
export interface AuthActions {
  lng: string;
  authenticated: boolean;
  routeId: string;
  oneTapScriptUrl: string;
  /** Opens the login dialog: "dropdown" in place, "modal" centred. */
  openLogin(variant?: "dropdown" | "modal"): void;
  openForgotPassword(): void;
  /** Asks for confirmation, then logs out (spec 001 §4). */
  openLogout(): void;
  /**
   * Logs out without asking and loads the page afresh (home from the office): the responsible-gaming
   * tools end a session this way (auto log-off, session limit, reality check "stop").
   */
  logoutNow(): Promise<void>;
  /** Any sign-in in this tab succeeded: close dialogs, poll accounts, go where the rules say. */
  signedIn(): void;
  /** One-tap handed us an ID token: post it (spec 000 §7) and follow the answer. */
  oneTapCredential(credential: string): Promise<void>;
}

export const AuthContext = createContext<AuthActions | null>(null);

export function useAuthActions(): AuthActions | null {
  return useContext(AuthContext);
}
