import { createContext, useContext } from "react";

/**
 * This answer's CSP nonce, from the server's load context. Only the server render knows it: the
 * browser hides nonces from the DOM, and scripts added after hydration are modules from our origin.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
