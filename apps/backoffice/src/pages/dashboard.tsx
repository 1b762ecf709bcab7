import type { Dashboard as Figures } from "@parlay/contracts/backoffice";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { api, money } from "../api.ts";
import { ErrorNote } from "../ui/field.tsx";

/** Today's figures, each linking to its list. */
export function Dashboard() {
  const [d, setD] = useState<Figures | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Figures>("GET", "/dashboard").then(setD, (e: Error) => setError(e.message));
  }, []);
  if (error) return <ErrorNote error={error} />;
  if (!d) return <p aria-busy="true">Loading…</p>;
  const today = `${d.day}T00:00:00Z`;
  const tiles: [string, string, string][] = [
    ["Registrations", String(d.registrations), `/players?from=${today}`],
    [
      "Deposits",
      `${d.deposits.count} · ${money(d.deposits.amount)}`,
      `/payments?kind=deposit&status=succeeded&from=${today}`,
    ],
    [
      "Withdrawals",
      `${d.withdrawals.count} · ${money(d.withdrawals.amount)}`,
      `/payments?kind=withdrawal&status=succeeded&from=${today}`,
    ],
    ["Bets · stakes", `${d.bets.count} · ${money(d.bets.stakes)}`, "/players"],
    ["Gross gaming revenue", money(d.grossGamingRevenue), "/payments"],
    ["Open liability", money(d.openLiability), "/players"],
    ["Withdrawals to approve", String(d.pendingWithdrawals), "/payments?kind=withdrawal&status=pending"],
    ["Open payment requests", String(d.openPaymentRequests), "/payment-requests"],
  ];
  return (
    <section aria-labelledby="dash-title">
      <h1 id="dash-title">Today ({d.day}, UTC)</h1>
      <ul className="tiles">
        {tiles.map(([label, value, to]) => (
          <li key={label}>
            <Link to={to}>
              <span className="tile-label">{label}</span>
              <span className="tile-value">{value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
