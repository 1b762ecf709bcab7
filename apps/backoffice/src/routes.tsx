/**
 * The back office's route table: path, navigation label, the permission that shows it, the page.
 * One small file: a section is one row.
 */
import { Audit } from "./pages/audit.tsx";
import { Blocks } from "./pages/blocks.tsx";
import { CasinoGame } from "./pages/casino-game.tsx";
import { CasinoGames } from "./pages/casino-games.tsx";
import { CasinoProviders } from "./pages/casino-providers.tsx";
import { SiteConfig } from "./pages/config.tsx";
import { Dashboard } from "./pages/dashboard.tsx";
import { Maintenance } from "./pages/maintenance.tsx";
import { PaymentRequests } from "./pages/payment-requests.tsx";
import { Payments } from "./pages/payments.tsx";
import { Player } from "./pages/player.tsx";
import { Players } from "./pages/players.tsx";
import { Redirects } from "./pages/redirects.tsx";
import { Seo } from "./pages/seo.tsx";
import { Staff } from "./pages/staff.tsx";
import { SupportQueue } from "./pages/support.tsx";
import { SupportChatDesk } from "./pages/support-chat.tsx";
import { TermsPage } from "./pages/terms.tsx";
import { Verification } from "./pages/verification.tsx";

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
  {
    path: "/verification",
    label: "Verification",
    permission: "players.verify",
    element: <Verification />,
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
  { path: "/config", label: "Site config", permission: "config.read", element: <SiteConfig /> },
  { path: "/maintenance", label: "Maintenance", permission: "config.read", element: <Maintenance /> },
  { path: "/redirects", label: "Redirects", permission: "config.read", element: <Redirects /> },
  { path: "/seo", label: "SEO", permission: "config.read", element: <Seo /> },
  { path: "/terms", label: "Terms", permission: "config.read", element: <TermsPage /> },
  { path: "/casino", label: "Casino games", permission: "casino.read", element: <CasinoGames /> },
  { path: "/casino/games/:id", permission: "casino.read", element: <CasinoGame /> },
  { path: "/casino/providers", permission: "casino.read", element: <CasinoProviders /> },
];
