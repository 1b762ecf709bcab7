import type { PreviousLogin } from "@parlay/contracts/players";
import type { MessageKey } from "@parlay/i18n";

/** The sign-in before this one (epoch seconds, address), as the sign-in answer carries it (@parlay/contracts/players). */
export type { PreviousLogin };

/**
 * "Your previous login: <time>, from <address>." in the page's language and the viewer's time
 * zone. The address is isolated (FSI…PDI) so an Arabic sentence does not reorder its digits.
 */
export function previousLoginText(
  t: (key: MessageKey, vars?: Record<string, string | number>) => string,
  lng: string,
  previous: PreviousLogin,
  timeZone?: string,
): string {
  const time = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(previous.at * 1000),
  );
  return t("auth_previous_login", { time, ip: `\u2068${previous.ip ?? "?"}\u2069` });
}

/**
 * Shown once after a sign-in, until dismissed: a player who did not sign in at that time or from
 * that address learns that someone else has their password (ASVS V3, PA 812a.9).
 */
export function PreviousLoginNotice(props: { text: string; closeLabel: string; onClose: () => void }) {
  return (
    <div className="previous-login" role="status" data-testid="previous-login">
      <span>{props.text}</span>
      <button
        type="button"
        className="previous-login-close"
        aria-label={props.closeLabel}
        onClick={props.onClose}
      >
        ×
      </button>
    </div>
  );
}
