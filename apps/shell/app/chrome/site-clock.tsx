import { type Clock, formatDateTime } from "@parlay/domain/language";
import { useEffect, useState } from "react";

/**
 * The site time in the player's clock format. Rendered only in the browser: the server's "now" would
 * never match the moment of hydration.
 */
export function SiteClock({ lng, clock }: { lng: string; clock: Clock }) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (!now) return <span className="site-clock" />;
  const text = formatDateTime(now, lng, clock, "time");
  return (
    <time className="site-clock" dateTime={now.toISOString()} data-clock={clock}>
      {text}
    </time>
  );
}
