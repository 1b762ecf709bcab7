/**
 * The back office's route table: path, navigation label, the permission that shows it, the page.
 * One small file so a later section (site config, maintenance, redirects, SEO, terms) is one row.
 */
import { Audit } from "./pages/audit.tsx";
import { Blocks } from "./pages/blocks.tsx";
import { ComingSoon } from "./pages/coming-soon.tsx";
import { Dashboard } from "./pages/dashboard.tsx";
import { PaymentRequests } from "./pages/payment-requests.tsx";
import { Payments } from "./pages/payments.tsx";
import { Player } from "./pages/player.tsx";
import { Players } from "./pages/players.tsx";
import { Staff } from "./pages/staff.tsx";
import { SupportQueue } from "./pages/support.tsx";
import { SupportChatDesk } from "./pages/support-chat.tsx";

export interface BackofficeRoute {
  path: string;
  /** In the navigation when set. */
  label?: string;
  permission: string;
  element: React.ReactNode;
}

export const ROUTES: BackofficeRoute[] = [
  { path: "/", label: "Dashboard", permission: "dashboard.read", element: <Dashboard /> },
  { path: "/players", label: "Players", permission: "players.read", element: <Players /> },
  { path: "/players/:id", permission: "players.read", element: <Player /> },
  { path: "/payments", label: "Payments", permission: "payments.read", element: <Payments /> },
  {
    path: "/payment-requests",
    label: "Payment requests",
    permission: "payments.requests",
    element: <PaymentRequests />,
  },
  { path: "/support", label: "Support tickets", permission: "support.tickets", element: <SupportQueue /> },
  {
    path: "/support/chat",
    label: "Consultant chat",
    permission: "support.chat",
    element: <SupportChatDesk />,
  },
  { path: "/blocks", label: "Blocks", permission: "config.read", element: <Blocks /> },
  { path: "/staff", label: "Staff", permission: "staff.read", element: <Staff /> },
  { path: "/audit", label: "Audit", permission: "audit.read", element: <Audit /> },
  // The config sections (branch boaccess) replace these slots.
  {
    path: "/config",
    label: "Site config",
    permission: "config.read",
    element: <ComingSoon title="Site config" />,
  },
  {
    path: "/maintenance",
    label: "Maintenance",
    permission: "config.read",
    element: <ComingSoon title="Maintenance" />,
  },
  {
    path: "/redirects",
    label: "Redirects",
    permission: "config.read",
    element: <ComingSoon title="Redirects" />,
  },
  { path: "/seo", label: "SEO", permission: "config.read", element: <ComingSoon title="SEO" /> },
  { path: "/terms", label: "Terms", permission: "config.read", element: <ComingSoon title="Terms" /> },
];
