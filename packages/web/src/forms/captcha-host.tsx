import { useEffect, useRef, useState } from "react";
import type { CaptchaChallenge } from "../http/client.ts";
import { CaptchaDialog, type CaptchaTexts } from "./captcha-dialog.tsx";

type Solver = (challenge: CaptchaChallenge) => Promise<string | null>;

/**
 * Owns the captcha dialog and hands the HTTP client a solver: each refused request waits on the
 * promise until the player solves (payload) or closes (null). A newer challenge replaces an older
 * one, whose request is then cancelled.
 */
export function CaptchaHost({
  language,
  texts,
  register,
}: {
  language: string;
  texts: CaptchaTexts;
  register: (solver: Solver | null) => void;
}) {
  // The id survives closing so the dialog is not remounted (and can hand focus back) until the next challenge.
  const [pending, setPending] = useState<{ id: number; challenge: CaptchaChallenge | null }>({
    id: 0,
    challenge: null,
  });
  const resolver = useRef<((payload: string | null) => void) | null>(null);
  const counter = useRef(0);

  useEffect(() => {
    register(
      (challenge) =>
        new Promise<string | null>((resolve) => {
          resolver.current?.(null);
          resolver.current = resolve;
          counter.current += 1;
          setPending({ id: counter.current, challenge });
        }),
    );
    return () => {
      register(null);
      resolver.current?.(null);
      resolver.current = null;
    };
  }, [register]);

  return (
    <CaptchaDialog
      key={pending.id}
      challenge={pending.challenge}
      language={language}
      texts={texts}
      onDone={(payload) => {
        const resolve = resolver.current;
        resolver.current = null;
        setPending((current) => ({ id: current.id, challenge: null }));
        resolve?.(payload);
      }}
    />
  );
}
