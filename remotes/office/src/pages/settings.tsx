import {
  COEF_VIEW_IDS,
  type GlobalSettings,
  type MailingSettings,
  type SettingsNotice,
  selectableCoefViews,
  settingsNotices,
} from "@parlay/domain/players/pure";
import { applyPlayerSettings, useLoad } from "@parlay/web";
import { type FormEvent, useEffect, useState } from "react";
import { officeSecurityApi, type PlayerSettingsView } from "../api/security-api.ts";
import type { OfficeDictionary } from "../i18n/index.ts";
import { failureText } from "../ui/errors.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import type { PageProps } from "./page-props.ts";

/** Each language by its own name (the same in every dictionary). */
const LANGUAGE_NAMES: Record<string, string> = { en: "English", ru: "Русский", ar: "العربية" };

type Form = GlobalSettings & MailingSettings & { user_hide_balance: boolean };
type BoolKey = { [K in keyof Form]: Form[K] extends boolean ? K : never }[keyof Form];

const DISPLAY_FLAGS: BoolKey[] = [
  "is12h",
  "compactView",
  "showGameId",
  "bestMatchesOnTop",
  "groupByCountry",
  "statsInNewWindow",
];
const MAILING_FLAGS: BoolKey[] = [
  "enable_mail_news",
  "enable_mail_deposit",
  "enable_mail_bets",
  "enable_sms_news",
  "user_hide_balance",
];

/**
 * office/settings (issue 17; spec 001 §3, §8): the global settings and the office settings, kept on
 * the server so they follow the player to any browser. Saving shows main_save_success, or at most
 * three errors by priority; the page (odds, theme) follows at once. The server renders it with the
 * saved settings and the time zones (`initial.settings`, `initial.timezones`).
 */
export function SettingsPage(props: PageProps) {
  const { t, initial } = props;
  const first =
    initial.settings && initial.timezones
      ? { settings: initial.settings, zones: Object.values(initial.timezones.result) }
      : undefined;
  const data = useLoad(
    "settings",
    async (signal) => {
      const api = officeSecurityApi();
      const [settings, zones] = await Promise.all([api.settings(signal), api.timezones(signal)]);
      if (!settings.ok) return settings;
      return {
        ...settings,
        data: { settings: settings.data, zones: zones.ok ? Object.values(zones.data.result) : [] },
      };
    },
    { initial: first },
  );
  if (data.status === "error" && data.error)
    return <LoadError error={data.error} t={t} basePath={props.basePath} onRetry={data.reload} />;
  if (!data.data) return <Loading t={t} />;
  return <SettingsForm t={t} initial={data.data.settings} zones={data.data.zones} />;
}

function SettingsForm({
  t,
  initial,
  zones,
}: {
  t: OfficeDictionary;
  initial: PlayerSettingsView;
  zones: { text: string; value: number }[];
}) {
  const s = t.settings;
  const [form, setForm] = useState<Form>({ ...initial.global, ...initial.office });
  const [notices, setNotices] = useState<{ ok: string } | { errors: SettingsNotice[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const views = selectableCoefViews(COEF_VIEW_IDS, form.appViewType);
  // The Asian view offers 14–16 in place of 4–6 (and back): the chosen format follows.
  useEffect(() => {
    if (!views.includes(form.coefViewId)) {
      const twin = form.coefViewId >= 14 ? form.coefViewId - 10 : form.coefViewId + 10;
      setForm((f) => ({ ...f, coefViewId: (views.includes(twin) ? twin : 0) as Form["coefViewId"] }));
    }
  }, [views, form.coefViewId]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await officeSecurityApi().saveSettings({ ...form });
    setBusy(false);
    const errors: SettingsNotice[] = res.ok
      ? []
      : [
          // 001 §8: the server's own message first (priority 1), then the generic line.
          { message: failureText(res.error, t), priority: 1 },
          { message: s.main_query_error, priority: 2 },
        ];
    const shown = settingsNotices(errors);
    if (shown.kind === "success") {
      setNotices({ ok: s.main_save_success });
      if (res.ok) applyPlayerSettings({ ...res.data.global });
    } else setNotices({ errors: shown.errors });
  };

  const check = (key: BoolKey) => (
    <div className="po-check" key={key}>
      <input
        id={`po-set-${key}`}
        type="checkbox"
        name={key}
        checked={form[key]}
        onChange={(e) => set(key, e.target.checked)}
      />
      <label htmlFor={`po-set-${key}`}>{s[key as keyof typeof s] as string}</label>
    </div>
  );
  const radios = <K extends "appTheme" | "appViewType">(key: K, labels: [string, string]) => (
    <fieldset className="po-methods" data-setting={key}>
      <legend>{s[key]}</legend>
      {labels.map((label, value) => (
        <label className="po-method" key={label}>
          <input
            type="radio"
            name={key}
            value={value}
            checked={form[key] === value}
            onChange={() => set(key, value as Form[K])}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
  const select = (
    key: keyof Form,
    options: { value: string | number; label: string }[],
    parse: (v: string) => unknown,
  ) => (
    <div className="po-field">
      <label htmlFor={`po-set-${key}`}>{s[key as keyof typeof s] as string}</label>
      <select
        id={`po-set-${key}`}
        name={key}
        value={String(form[key] ?? "")}
        onChange={(e) => set(key, parse(e.target.value) as never)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="po-form po-settings" id="po-settings" onSubmit={(e) => void onSubmit(e)}>
      <p>{s.intro}</p>
      <fieldset className="po-group">
        <legend>{s.displayTitle}</legend>
        {select(
          "language",
          Object.entries(LANGUAGE_NAMES).map(([value, label]) => ({ value, label })),
          (v) => v,
        )}
        {select(
          "timeZone",
          zones.map((z) => ({ value: z.value, label: z.text })),
          Number,
        )}
        {radios("appTheme", s.themes)}
        {select(
          "appFontSize",
          s.fontSizes.map((label, value) => ({ value, label })),
          Number,
        )}
        {DISPLAY_FLAGS.map(check)}
      </fieldset>
      <fieldset className="po-group">
        <legend>{s.oddsTitle}</legend>
        {radios("appViewType", s.viewTypes)}
        {select(
          "coefViewId",
          views.map((v) => ({ value: v, label: s.coefViews[String(v)] ?? String(v) })),
          Number,
        )}
        {select(
          "coefIndicationType",
          s.indications.map((label, value) => ({ value, label })),
          Number,
        )}
        {select(
          "marketsNameType",
          (["short", "full"] as const).map((value) => ({ value, label: s.marketNames[value] })),
          (v) => v,
        )}
      </fieldset>
      <fieldset className="po-group" id="po-mailing">
        <legend>{s.mailingTitle}</legend>
        {MAILING_FLAGS.map(check)}
      </fieldset>
      <div className="po-actions">
        <button type="submit" className="po-button po-button--primary" disabled={busy}>
          {s.save}
        </button>
      </div>
      {notices && "ok" in notices ? (
        <p className="po-message" role="status" data-notice="success">
          {notices.ok}
        </p>
      ) : null}
      {notices && "errors" in notices ? (
        <ul className="po-form-error po-errors" role="alert">
          {notices.errors.map((n) => (
            <li key={n.message}>{n.message}</li>
          ))}
        </ul>
      ) : (
        <p className="po-message" role="status" />
      )}
    </form>
  );
}
