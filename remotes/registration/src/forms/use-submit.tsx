import { type HttpResult, useSubmit as useSharedSubmit } from "@parlay/web";
import { useState } from "react";
import type { RegistrationAnswer } from "../api.ts";
import { registrationError } from "../errors.ts";
import type { RegistrationDictionary } from "../i18n/index.ts";

/**
 * One form's call on the toolkit's submit hook (single-flight, aborted with the form): busy while
 * it runs, the text to announce — a rule the form broke before calling, or the server's refusal —
 * and success handed up.
 */
export function useSubmit(t: RegistrationDictionary, onRegistered: (answer: RegistrationAnswer) => void) {
  const [local, setLocal] = useState<string | null>(null);
  const shared = useSharedSubmit<RegistrationAnswer>({ onSuccess: onRegistered });
  const error = local ?? (shared.error ? registrationError(shared.error, t) : null);
  const setError = (text: string | null) => {
    setLocal(text);
    if (text === null) shared.reset();
  };
  const run = async (call: () => Promise<HttpResult<RegistrationAnswer>>) => {
    setLocal(null);
    await shared.run(() => call());
  };
  return { busy: shared.pending, error, setError, run };
}

export function FormError({ text }: { text: string | null }) {
  return (
    <p className="pr-error" role="alert" aria-live="assertive">
      {text}
    </p>
  );
}
