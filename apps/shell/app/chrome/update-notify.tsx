import { useEffect, useState } from "react";
import { useT } from "../i18n.tsx";

const FIRST_CHECK_MS = 60_000;
const CHECK_EVERY_MS = 5 * 60_000;

/**
 * A new app version triggers a warning with a reload action (spec 000 §4, §8). The build id in
 * the page is compared with /version.json; the first check starts 60 s after start (spec 001 §9).
 */
export function UpdateNotify({ enabled }: { enabled: boolean }) {
  const { t } = useT();
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const current = document.documentElement.dataset.build;
    let interval: ReturnType<typeof setInterval> | undefined;
    const check = async () => {
      try {
        const res = await fetch("/version.json", { cache: "no-store" });
        const { build } = (await res.json()) as { build?: string };
        if (current && build && build !== current) setOutdated(true);
      } catch {
        // Offline or mid-deploy: the next check will tell.
      }
    };
    const first = setTimeout(() => {
      void check();
      interval = setInterval(check, CHECK_EVERY_MS);
    }, FIRST_CHECK_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [enabled]);
  if (!outdated) return null;
  return (
    <div className="toast" role="alert">
      <p>{t("main_update_notify_reload_page")}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t("main_update_notify_reload_button")}
      </button>
    </div>
  );
}
