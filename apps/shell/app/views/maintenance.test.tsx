import { maintenanceConfig } from "@parlay/domain/config";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import type { PageData } from "../server/page-loader.server.ts";
import { MaintenanceView } from "./maintenance.tsx";

const START = Date.UTC(2026, 0, 15, 2, 0);
const END = Date.UTC(2026, 0, 15, 4, 30);

function pageWith(maintenance: PageData["site"]["maintenance"]): PageData {
  return { lng: "en", site: { maintenance } } as PageData;
}

describe("maintenance dates (epoch milliseconds, docs/config.md)", () => {
  test("a stored date renders as that date, in the right year", () => {
    const stored = maintenanceConfig.parse({
      started_at: START,
      ended_at: END,
      notify_started_at: null,
      notify_ended_at: null,
      isActive: true,
      web_state: false,
    });
    const html = renderToStaticMarkup(<MaintenanceView page={pageWith(stored)} />);
    expect(html).toContain("From 2026-01-15 02:00 UTC to 2026-01-15 04:30 UTC");
  });

  test("the config schema refuses a date in seconds or microseconds", () => {
    const base = { notify_started_at: null, notify_ended_at: null, isActive: true, web_state: false };
    const inSeconds = maintenanceConfig.safeParse({
      ...base,
      started_at: START / 1000,
      ended_at: END / 1000,
    });
    expect(inSeconds.success).toBe(false);
    expect(inSeconds.error?.issues[0]?.message).toMatch(/milliseconds/);
    const inMicros = maintenanceConfig.safeParse({ ...base, started_at: START * 1000, ended_at: null });
    expect(inMicros.success).toBe(false);
  });
});
