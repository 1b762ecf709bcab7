import { bringFriendLink } from "@parlay/domain/privacy";
import { useLoad } from "@parlay/web";
import { useEffect, useState } from "react";
import { referralApi } from "../api/referral-api.ts";
import { useDateTime } from "../ui/format.ts";
import { LoadError, Loading } from "../ui/load-states.tsx";
import type { PageProps } from "./page-props.ts";

/**
 * office/bringfriend (issue 17; spec 001 §5): the player's invitation link (`?bf=<account>`, kept a
 * day by the visitor's browser) and the players who registered through it; the server renders it
 * with them (`initial.referrals`).
 */
export function BringFriendPage({ t, lang, basePath, clock, initial }: PageProps) {
  const r = t.referral;
  const when = useDateTime(lang, clock);
  const data = useLoad("referrals", (signal) => referralApi().referrals(signal), {
    initial: initial.referrals,
  });
  // The link names this site's own address, known in the browser.
  const [origin, setOrigin] = useState("");
  const [copied, setCopied] = useState(false);
  useEffect(() => setOrigin(window.location.origin), []);
  if (data.status === "error" && data.error)
    return <LoadError error={data.error} t={t} basePath={basePath} onRetry={data.reload} />;
  if (!data.data) return <Loading t={t} />;
  const link = bringFriendLink(origin, lang, data.data.user_id);
  const players = data.data.players;
  return (
    <>
      <section className="po-sec" aria-labelledby="po-bf-link" data-section="bring_friend_link">
        <h2 id="po-bf-link">{r.linkTitle}</h2>
        <p>{r.linkText}</p>
        <p className="po-field">
          <label htmlFor="po-bf-url">{r.linkLabel}</label>
          <input
            id="po-bf-url"
            type="url"
            readOnly
            dir="ltr"
            value={link}
            onFocus={(e) => e.target.select()}
          />
        </p>
        <button
          type="button"
          className="po-button"
          onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}
        >
          {copied ? r.copied : r.copy}
        </button>
      </section>
      <section className="po-sec" aria-labelledby="po-bf-brought" data-section="bring_friend_players">
        <h2 id="po-bf-brought">{r.broughtTitle}</h2>
        {players.length === 0 ? (
          <p className="po-empty">{r.broughtNone}</p>
        ) : (
          <div className="po-table-wrap">
            <table className="po-table">
              <thead>
                <tr>
                  <th scope="col">{r.account}</th>
                  <th scope="col">{r.registered}</th>
                </tr>
              </thead>
              <tbody>
                {players.map((p) => (
                  <tr key={p.id}>
                    <td dir="ltr">{p.id}</td>
                    <td>{when(p.registered_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
