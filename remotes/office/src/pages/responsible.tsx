import type { Limit } from "@parlay/domain/limits";
import {
  browserHttp,
  type LimitHistoryEntry,
  type LimitRestriction,
  type LimitsApi,
  limitsApi,
  useLoad,
} from "@parlay/web";
import { useCallback, useMemo, useState } from "react";
import { officeApi } from "../api/office-api.ts";
import type { ResponsibleInitial } from "../data/page-data.ts";
import type { ShownGroup } from "../i18n/responsible-types.ts";
import { useTimeZone } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import type { PageProps } from "./page-props.ts";
import { BreakCard, Reopen } from "./responsible-break.tsx";
import { LimitCard } from "./responsible-cards.tsx";
import type { CardContext } from "./responsible-context.ts";
import { LimitHistory } from "./responsible-history.tsx";
import { GROUP_ORDER, isSelfExcluded, type LimitRow, limitRows } from "./responsible-model.ts";

/** The shell's PlayGuard listens: a change of the session limit or reality check restarts its clocks. */
const LIMITS_CHANGED_EVENT = "parlay:limits-changed";

/**
 * The limits API, made on first use: the page renders on the server too, where no call is made (the
 * browser's HTTP client needs `document`); cards call it only in handlers and effects.
 */
function lazyLimitsApi(lang: string): LimitsApi {
  let real: LimitsApi | null = null;
  const api = () => {
    real ??= limitsApi(browserHttp(), lang);
    return real;
  };
  return {
    limits: (signal) => api().limits(signal),
    available: (signal) => api().available(signal),
    selfExcludeReasons: (signal) => api().selfExcludeReasons(signal),
    save: (limits, extra) => api().save(limits, extra),
    testAnswers: (tokenGuid, answers) => api().testAnswers(tokenGuid, answers),
    act: (method, limitType, action) => api().act(method, limitType, action),
    ping: () => api().ping(),
    history: (signal) => api().history(signal),
    reopen: () => api().reopen(),
    blockUser: (body) => api().blockUser(body),
  };
}

/** What the page shows first, and the clock (seconds) it is judged by: when it was read. */
type Loaded = Omit<ResponsibleInitial, "history" | "reasons"> & { nowSeconds: number };

/**
 * office/responsible (issue 15; spec 001 §2–§4, §8): every limit the site offers with its value in
 * force and its pending change (hours left, confirm or cancel), the session and reality-check
 * settings, a time-out and self-exclusion behind a confirmation step, and the history of changes.
 * The server renders it with the player's data (`initial.responsible`) read at `renderedAt`, which is
 * the page's clock until a change reloads it: both renders agree, and the browser reads nothing.
 */
export function ResponsiblePage(props: PageProps) {
  const { t, lang, renderedAt } = props;
  const served = props.initial.responsible;
  const api = useMemo(() => lazyLimitsApi(lang), [lang]);
  const [version, setVersion] = useState(0);
  const timeZone = useTimeZone();
  const initial = useMemo<Loaded | undefined>(
    () =>
      served && {
        available: served.available,
        limits: served.limits,
        currency: served.currency,
        nowSeconds: Math.floor(renderedAt / 1000),
      },
    [served, renderedAt],
  );
  const data = useLoad<Loaded>(
    `responsible:${lang}:${version}`,
    async (signal: AbortSignal) => {
      const [available, limits, balance] = await Promise.all([
        api.available(signal),
        api.limits(signal),
        officeApi().balance(signal),
      ]);
      if (!available.ok) return available;
      if (!limits.ok) return limits;
      return {
        ok: true as const,
        status: 200,
        data: {
          available: available.data,
          limits: limits.data,
          currency: balance.ok ? balance.data.balance.currency : "",
          nowSeconds: Math.floor(Date.now() / 1000),
        },
      };
    },
    { initial: version === 0 ? initial : undefined },
  );
  const onChanged = useCallback(() => {
    setVersion((n) => n + 1);
    window.dispatchEvent(new CustomEvent(LIMITS_CHANGED_EVENT));
  }, []);

  if (data.status === "error" && data.error)
    return <LoadError error={data.error} t={t} basePath={props.basePath} onRetry={data.reload} />;
  if (!data.data) return <Loading t={t} />;

  const { available, limits, currency, nowSeconds } = data.data;
  const ctx: CardContext = {
    ...props,
    api,
    currency,
    actionMethod: available.limitActionMethod,
    nowSeconds,
    onChanged,
    timeZone,
    ...(served ? { initialReasons: served.reasons } : {}),
  };
  return (
    <ResponsibleSections
      rows={limitRows(
        available.limitsData.length > 0 ? available.limitsData : available.availableLimits,
        limits.limitsData,
      )}
      limits={limits.limitsData}
      restriction={limits.restriction}
      ctx={ctx}
      historyKey={`history:${lang}:${version}`}
      initialHistory={version === 0 ? served?.history : undefined}
    />
  );
}

function ResponsibleSections({
  rows,
  limits,
  restriction,
  ctx,
  historyKey,
  initialHistory,
}: {
  rows: LimitRow[];
  limits: Limit[];
  restriction: LimitRestriction;
  ctx: CardContext;
  historyKey: string;
  initialHistory: LimitHistoryEntry[] | undefined;
}) {
  const { t } = ctx;
  const r = t.responsible;
  // 001 §4: 37 ACTIVE (or a running 30) marks a self-excluded player; it disables the limits section.
  const excluded =
    restriction.status === "SELF_EXCLUDED" ||
    !restriction.changeLimits ||
    isSelfExcluded(limits, ctx.nowSeconds);
  const groups = GROUP_ORDER.map((group) => ({
    group,
    rows: rows.filter((row) => row.group === group),
  })).filter((g) => g.rows.length > 0);
  return (
    <>
      <div className="po-rg-intro">
        <p>{r.intro}</p>
        {excluded ? (
          <p className="po-notice" role="alert">
            {r.responsible_gaming_self_exclusion_warning}
          </p>
        ) : null}
        {restriction.status === "SELF_EXCLUSION_ENDED" || restriction.status === "REOPEN_COOLING_OFF" ? (
          <Reopen restriction={restriction} ctx={ctx} />
        ) : null}
      </div>
      {excluded
        ? null
        : groups.map(({ group, rows: groupRows }) => (
            <GroupSection key={group} group={group} rows={groupRows} ctx={ctx} />
          ))}
      <LimitHistory ctx={ctx} loadKey={historyKey} initial={initialHistory} />
    </>
  );
}

function GroupSection({ group, rows, ctx }: { group: ShownGroup; rows: LimitRow[]; ctx: CardContext }) {
  const r = ctx.t.responsible;
  const headingId = `po-rg-${group}`;
  const isBreak = group === "timeout" || group === "selfExclusion";
  return (
    <section className="po-rg-group" aria-labelledby={headingId} data-group={group}>
      <h2 id={headingId}>{r.groups[group]}</h2>
      <p className="po-note">{r.groupIntros[group]}</p>
      <div className="po-rg-cards">
        {rows.map((row) =>
          isBreak ? (
            <BreakCard key={row.limitType} row={row} ctx={ctx} />
          ) : (
            <LimitCard key={row.limitType} row={row} ctx={ctx} />
          ),
        )}
      </div>
    </section>
  );
}
