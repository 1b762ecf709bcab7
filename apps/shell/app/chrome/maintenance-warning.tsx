import { dictionaryFor, maintenanceTextLanguage, translate } from "@parlay/i18n";
import { useEffect, useState } from "react";

const CLOSED_KEY = "maintenance-warning-closed";
const fmt = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * The advance notice of a scheduled maintenance (spec 000 §4, §8 "Maintenance date: warning with a
 * close button"; the text in Russian for az, kz, ua, ru and English otherwise, with the dates).
 * Closing hides it for this browser session and this schedule; a new schedule shows again.
 */
export function MaintenanceWarning({
  lng,
  warning,
}: {
  lng: string;
  warning: { startsAt: number | null; endsAt: number | null } | null;
}) {
  const [closed, setClosed] = useState(false);
  const id = warning ? `${warning.startsAt ?? ""}-${warning.endsAt ?? ""}` : "";
  useEffect(() => {
    try {
      setClosed(id !== "" && sessionStorage.getItem(CLOSED_KEY) === id);
    } catch {
      // Storage refused: the notice stays until closed on this page.
    }
  }, [id]);
  if (!warning || closed) return null;
  const textLang = maintenanceTextLanguage(lng);
  const dict = dictionaryFor(textLang);
  const close = () => {
    setClosed(true);
    try {
      sessionStorage.setItem(CLOSED_KEY, id);
    } catch {
      // Closed for this page only.
    }
  };
  return (
    <div className="maintenance-warning" role="status" lang={textLang} data-testid="maintenance-warning">
      <p>
        {translate(dict, "maintenance_warning", {
          start: warning.startsAt ? fmt(warning.startsAt) : "—",
          end: warning.endsAt ? fmt(warning.endsAt) : "—",
        })}
      </p>
      <button type="button" onClick={close} aria-label={translate(dict, "maintenance_warning_close")}>
        ×
      </button>
    </div>
  );
}
