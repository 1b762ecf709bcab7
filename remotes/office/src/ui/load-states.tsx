import type { HttpFailure } from "@parlay/web";
import type { OfficeDictionary } from "../i18n/index.ts";
import { failureText, isSignedOut } from "./errors.ts";

export function Loading({ t }: { t: OfficeDictionary }) {
  return (
    <p className="po-loading" role="status">
      {t.common.loading}
    </p>
  );
}

/** A failed load, said aloud (role=alert), with Try again — or Log in when the session has ended. */
export function LoadError({
  error,
  t,
  basePath,
  onRetry,
}: {
  error: HttpFailure;
  t: OfficeDictionary;
  basePath: string;
  onRetry: () => void;
}) {
  const signedOut = isSignedOut(error);
  const here = typeof window === "undefined" ? "" : window.location.pathname + window.location.search;
  return (
    <div className="po-notice po-notice--error" role="alert">
      <p>{signedOut ? t.common.signedOut : `${t.common.loadFailed} ${failureText(error, t)}`}</p>
      {signedOut ? (
        <a className="po-button" href={`${basePath}/?login=1&returnUrl=${encodeURIComponent(here)}`}>
          {t.common.logIn}
        </a>
      ) : (
        <button type="button" className="po-button" onClick={onRetry}>
          {t.common.retry}
        </button>
      )}
    </div>
  );
}
