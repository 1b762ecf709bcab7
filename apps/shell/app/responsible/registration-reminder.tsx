import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { useT } from "../i18n.tsx";
import { browserTimers, readStorage, writeStorage } from "./browser.ts";
import { nextReminderAt, readReminderState, reminderConfig } from "./reminder.ts";

const REMINDER_STATE = "parlay_register_reminder";

/**
 * The registration reminder for guests (spec 000 §3, §5, §6, §9): a small non-modal panel — it asks,
 * it does not block the page — first after `delay` seconds of the visit, then every `interval`
 * minutes after it was last shown. Not on the registration pages, and not while the age popup waits.
 */
export function RegistrationReminder({
  config,
  active,
  registrationHref,
}: {
  config: { delay: number | null; interval: number | null };
  /** A guest, registration open, not on a registration page, age confirmed. */
  active: boolean;
  registrationHref: string;
}) {
  const { t } = useT();
  const titleId = useId();
  const [shown, setShown] = useState(false);
  const valid = reminderConfig(config);
  const delayMs = valid?.delayMs ?? null;
  const intervalMs = valid?.intervalMs ?? null;

  useEffect(() => {
    if (!active || delayMs === null || intervalMs === null || shown) return;
    const now = browserTimers.now();
    const state = readReminderState(readStorage("session", REMINDER_STATE), now);
    writeStorage("session", REMINDER_STATE, JSON.stringify(state));
    const at = nextReminderAt({ delayMs, intervalMs }, state);
    const handle = browserTimers.setTimeout(() => {
      const shownAt = browserTimers.now();
      writeStorage("session", REMINDER_STATE, JSON.stringify({ ...state, lastShownAt: shownAt }));
      setShown(true);
    }, at - now);
    return () => browserTimers.clearTimeout(handle);
  }, [active, delayMs, intervalMs, shown]);

  if (!shown || !active) return null;
  return (
    <section className="rg-reminder" role="dialog" aria-modal="false" aria-labelledby={titleId}>
      <h2 id={titleId}>{t("remind_title")}</h2>
      <p>{t("remind_text")}</p>
      <p className="rg-reminder__actions">
        <Link className="button button--primary" to={registrationHref} onClick={() => setShown(false)}>
          {t("remind_register")}
        </Link>
        <button type="button" className="button" onClick={() => setShown(false)}>
          {t("remind_later")}
        </button>
      </p>
    </section>
  );
}
