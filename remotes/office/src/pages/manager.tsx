import { useLoad } from "@parlay/web";
import { referralApi } from "../api/referral-api.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import type { PageProps } from "./page-props.ts";

/** office/manager (issue 17): the VIP manager of the site config, or a clear "no manager assigned". */
export function ManagerPage({ t, basePath, initial }: PageProps) {
  const r = t.referral;
  const data = useLoad("manager", (signal) => referralApi().manager(signal), { initial: initial.manager });
  if (data.status === "error" && data.error)
    return <LoadError error={data.error} t={t} basePath={basePath} onRetry={data.reload} />;
  if (!data.data) return <Loading t={t} />;
  const m = data.data.manager;
  if (!m)
    return (
      <p className="po-notice" data-manager="none">
        {r.managerNone}
      </p>
    );
  return (
    <section className="po-sec" aria-labelledby="po-manager" data-manager="assigned">
      <h2 id="po-manager">{m.name}</h2>
      <p>{r.managerText}</p>
      <dl className="po-facts">
        {m.email ? (
          <>
            <dt>{r.managerEmail}</dt>
            <dd dir="ltr">
              <a href={`mailto:${m.email}`}>{m.email}</a>
            </dd>
          </>
        ) : null}
        {m.phone ? (
          <>
            <dt>{r.managerPhone}</dt>
            <dd dir="ltr">
              <a href={`tel:${m.phone.replace(/[^+\d]/g, "")}`}>{m.phone}</a>
            </dd>
          </>
        ) : null}
        {m.telegram ? (
          <>
            <dt>{r.managerTelegram}</dt>
            <dd dir="ltr">
              <a
                href={`https://t.me/${m.telegram.replace(/^@/, "")}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                {m.telegram}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
