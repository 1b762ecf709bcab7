import { type Clock, formatDateTime, type MomentPattern, writeMoment } from "@parlay/domain/language";
import { useEffect, useState } from "react";

/**
 * The site time in the player's clock format. Rendered only in the browser: the server's "now" would
 * never match the moment of hydration. Written by the server's pattern for the page's language when
 * there is one: a page's first Intl object costs a phone 150–220 ms of main thread, and the clock was
 * the only one on most pages (docs/benchmarks.md "Lighthouse").
 */
export function SiteClock({
  lng,
  clock,
  pattern,
}: {
  lng: string;
  clock: Clock;
  pattern: MomentPattern | null;
}) {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const id = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(id);
  }, []);
  if (!now) return <span className="site-clock" />;
  const text = pattern ? writeMoment(pattern, now) : formatDateTime(now, lng, clock, "time");
  return (
    <time className="site-clock" dateTime={now.toISOString()} data-clock={clock}>
      {text}
    </time>
  );
}
