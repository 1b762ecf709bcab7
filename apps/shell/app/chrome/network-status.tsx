import { useEffect, useState } from "react";
import { useT } from "../i18n.tsx";

/** Offline and online status (spec 000 §4): a polite live region that says when the network drops. */
export function NetworkStatus() {
  const { t } = useT();
  const [status, setStatus] = useState<"online" | "offline" | "back">("online");
  useEffect(() => {
    if (!navigator.onLine) setStatus("offline");
    const offline = () => setStatus("offline");
    let timer: ReturnType<typeof setTimeout> | undefined;
    const online = () => {
      setStatus("back");
      timer = setTimeout(() => setStatus("online"), 4000);
    };
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
      clearTimeout(timer);
    };
  }, []);
  return (
    <div className="network-status" role="status" aria-live="polite" data-status={status}>
      {status === "offline" ? t("main_offline") : status === "back" ? t("main_online") : null}
    </div>
  );
}
