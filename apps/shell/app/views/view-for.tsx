import { type ComponentType, lazy, Suspense } from "react";
import { pagePath } from "../layouts/page-path.ts";
import { RemoteView } from "../remote/remote-view.tsx";
import type { PageData } from "../server/page-loader.server.ts";
import { ErrorContent } from "./error-page.tsx";
import { HomeView } from "./home.tsx";
import { PlaceholderView } from "./placeholder.tsx";
import { STATUS_PAGES, StatusView } from "./status.tsx";

// Views few visits see load their code when shown; their server-rendered HTML streams in as usual.
const named = <K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) => lazy(() => load().then((m) => ({ default: m[name] })));
const ConfirmTermsView = named(() => import("./confirm-terms.tsx"), "ConfirmTermsView");
const DebuggerView = named(() => import("./debugger.tsx"), "DebuggerView");
const MaintenanceView = named(() => import("./maintenance.tsx"), "MaintenanceView");
const OnpayView = named(() => import("./onpay.tsx"), "OnpayView");
const PrintCouponView = named(() => import("./print-coupon.tsx"), "PrintCouponView");
const UserAccountVerifyView = named(() => import("./user-accountverify.tsx"), "UserAccountVerifyView");
const UserActivateView = named(() => import("./user-activate.tsx"), "UserActivateView");
const UserPasswordResetView = named(() => import("./user-passwordreset.tsx"), "UserPasswordResetView");
const UserStopNewsletterView = named(() => import("./user-stopnewsletter.tsx"), "UserStopNewsletterView");

/**
 * Only the on-demand views sit in a Suspense boundary: a boundary around the home page or a remote
 * would let React stream the main content after the footer, which then jumps (a layout shift).
 */
function Deferred({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** What fills the layout for a route: the home page, a remote app, a status page or a placeholder. */
export function ViewFor({ page }: { page: PageData }) {
  const { id } = page.route;
  if (id === "home") return <HomeView page={page} />;
  if (page.primary) {
    return (
      <RemoteView
        slot={page.primary}
        kind="view"
        lng={page.lng}
        dir={page.dir}
        languages={page.site.languages.map((l) => l.code)}
        clock={page.clock}
        features={page.site.features}
        replacements={page.site.replacements}
        path={pagePath(page)}
      />
    );
  }
  if (id === "confirm-terms")
    return (
      <Deferred>
        <ConfirmTermsView />
      </Deferred>
    );
  if (id === "maintenance")
    return (
      <Deferred>
        <MaintenanceView page={page} />
      </Deferred>
    );
  if (id === "onpay" || id === "onpay.withdraw")
    return (
      <Deferred>
        <OnpayView page={page} />
      </Deferred>
    );
  if (id === "error500" || id === "error") return <ErrorContent />;
  if (id === "debugger")
    return (
      <Deferred>
        <DebuggerView page={page} />
      </Deferred>
    );
  if (id === "print-coupon")
    return (
      <Deferred>
        <PrintCouponView couponId={page.route.params.couponId ?? ""} clock={page.clock} />
      </Deferred>
    );
  if (id === "user.activate")
    return (
      <Deferred>
        <UserActivateView type={page.route.params.type === "activatefast" ? "activatefast" : "activate"} />
      </Deferred>
    );
  if (id === "user.accountverify")
    return (
      <Deferred>
        <UserAccountVerifyView />
      </Deferred>
    );
  if (id === "user.passwordreset")
    return (
      <Deferred>
        <UserPasswordResetView />
      </Deferred>
    );
  if (id === "user.stopnewsletter")
    return (
      <Deferred>
        <UserStopNewsletterView />
      </Deferred>
    );
  if (id in STATUS_PAGES) return <StatusView id={id as keyof typeof STATUS_PAGES} />;
  return <PlaceholderView page={page} />;
}
