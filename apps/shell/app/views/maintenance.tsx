import { dictionaryFor, maintenanceTextLanguage, translate } from "@parlay/i18n";
import type { PageData } from "../server/page-loader.server.ts";

/** Maintenance text is Russian for az, kz, ua, ru and English otherwise, with the dates (spec 000 §8). */
export function MaintenanceView({ page }: { page: PageData }) {
  const textLang = maintenanceTextLanguage(page.lng);
  const dict = dictionaryFor(textLang);
  const { started_at, ended_at } = page.site.maintenance;
  // Epoch milliseconds, as the config schema enforces (docs/config.md).
  const fmt = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace("T", " ");
  return (
    <section className="status-page" lang={textLang} aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{translate(dict, "maintenance_title")}</h1>
      <p>{translate(dict, "maintenance_text")}</p>
      {started_at && ended_at ? (
        <p>
          {translate(dict, "maintenance_dates", {
            start: `${fmt(started_at)} UTC`,
            end: `${fmt(ended_at)} UTC`,
          })}
        </p>
      ) : null}
    </section>
  );
}
