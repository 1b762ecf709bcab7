import { pagePath } from "../layouts/page-path.ts";
import { RemoteView } from "../remote/remote-view.tsx";
import type { PageData } from "../server/page-loader.server.ts";
import { ConfirmTermsView } from "./confirm-terms.tsx";
import { DebuggerView } from "./debugger.tsx";
import { ErrorContent } from "./error-page.tsx";
import { HomeView } from "./home.tsx";
import { MaintenanceView } from "./maintenance.tsx";
import { OnpayView } from "./onpay.tsx";
import { PlaceholderView } from "./placeholder.tsx";
import { PrintCouponView } from "./print-coupon.tsx";
import { STATUS_PAGES, StatusView } from "./status.tsx";
import { UserAccountVerifyView } from "./user-accountverify.tsx";
import { UserActivateView } from "./user-activate.tsx";
import { UserPasswordResetView } from "./user-passwordreset.tsx";
import { UserStopNewsletterView } from "./user-stopnewsletter.tsx";

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
        features={page.site.registrationOpen ? ["registration"] : []}
        replacements={page.site.replacements}
        path={pagePath(page)}
      />
    );
  }
  if (id === "maintenance") return <MaintenanceView page={page} />;
  if (id === "confirm-terms") return <ConfirmTermsView />;
  if (id === "onpay" || id === "onpay.withdraw") return <OnpayView page={page} />;
  if (id === "error500" || id === "error") return <ErrorContent />;
  if (id === "debugger") return <DebuggerView page={page} />;
  if (id === "print-coupon")
    return <PrintCouponView couponId={page.route.params.couponId ?? ""} clock={page.clock} />;
  if (id === "user.activate")
    return (
      <UserActivateView type={page.route.params.type === "activatefast" ? "activatefast" : "activate"} />
    );
  if (id === "user.accountverify") return <UserAccountVerifyView />;
  if (id === "user.passwordreset") return <UserPasswordResetView />;
  if (id === "user.stopnewsletter") return <UserStopNewsletterView />;
  if (id in STATUS_PAGES) return <StatusView id={id as keyof typeof STATUS_PAGES} />;
  return <PlaceholderView page={page} />;
}
