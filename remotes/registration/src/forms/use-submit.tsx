import type { HttpResult } from "@parlay/web";
import { useState } from "react";
import type { RegistrationAnswer } from "../api.ts";
import { registrationError } from "../errors.ts";
import type { RegistrationDictionary } from "../i18n/index.ts";

/** One form's call: busy while it runs, the error to announce, success handed up. */
export function useSubmit(t: RegistrationDictionary, onRegistered: (answer: RegistrationAnswer) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<HttpResult<RegistrationAnswer>>) => {
    setBusy(true);
    setError(null);
    const res = await call();
    setBusy(false);
    if (res.ok) onRegistered(res.data);
    else setError(registrationError(res.error, t));
  };
  return { busy, error, setError, run };
}

export function FormError({ text }: { text: string | null }) {
  return (
    <p className="pr-error" role="alert" aria-live="assertive">
      {text}
    </p>
  );
}
