import { lazy, Suspense } from "react";
import { AuthHost } from "../auth/auth-host.tsx";
import { UserBar } from "../auth/user-bar.tsx";
import { LoadingBar } from "../chrome/loading-bar.tsx";
import { NetworkStatus } from "../chrome/network-status.tsx";
import { RedirectFollow } from "../chrome/redirect-follow.tsx";
import { ScrollToTop } from "../chrome/scroll-to-top.tsx";
import { SkipLink } from "../chrome/skip-link.tsx";
import { SupportButton } from "../chrome/support-button.tsx";
import { UpdateNotify } from "../chrome/update-notify.tsx";
import { CouponSlot } from "../coupon/coupon-slot.tsx";
import { AccountPrompts } from "../privacy/account-prompts.tsx";
import { PrivacyHost } from "../privacy/privacy-host.tsx";
import { RemoteView } from "../remote/remote-view.tsx";
import { ResponsibleHost } from "../responsible/responsible-host.tsx";
import type { PageData } from "../server/page-loader.server.ts";
import { PlayerSettingsSync } from "../settings/player-settings-sync.tsx";
import { Footer } from "./footer.tsx";
import { pagePath } from "./page-path.ts";

// The advance notice of a scheduled maintenance needs the en and ru dictionaries whatever the
// page's language (000 §8): its code and texts load only on the pages that show it.
const MaintenanceWarning = lazy(() =>
  import("../chrome/maintenance-warning.tsx").then((m) => ({ default: m.MaintenanceWarning })),
);

// A signed-in player's team-cash notice: its code loads only for them.
const TeamCashModal = lazy(() =>
  import("../chrome/team-cash.tsx").then((m) => ({ default: m.TeamCashModal })),
);

/** Header, content, footer (spec 000 §2), plus the shell's own page-wide services. */
export function DefaultLayout({ page, children }: { page: PageData; children: React.ReactNode }) {
  return (
    <AuthHost page={page}>
      <div className="layout layout--default">
        <SkipLink />
        {/* Early in the document though it sits at the bottom of the screen: a first visit paints the
            consent banner (the largest text of the first view on a phone) with the page's first
            paint instead of after the whole list is parsed (docs/benchmarks.md, "Lighthouse"), and a
            keyboard or screen-reader user meets the question before the page. */}
        <PrivacyHost lng={page.lng} />
        <LoadingBar />
        {page.maintenanceWarning ? (
          <Suspense fallback={null}>
            <MaintenanceWarning lng={page.lng} warning={page.maintenanceWarning} />
          </Suspense>
        ) : null}
        <RedirectFollow production={page.production} />
        {page.header ? (
          <div className="shell-header">
            <RemoteView
              slot={page.header}
              kind="component"
              lng={page.lng}
              dir={page.dir}
              languages={page.site.languages.map((l) => l.code)}
              clock={page.clock}
              features={page.site.features}
              replacements={page.site.replacements}
              path={pagePath(page)}
            />
          </div>
        ) : null}
        <UserBar />
        <div className="shell-body">
          <main id="content" className="shell-main" tabIndex={-1}>
            {children}
          </main>
          <CouponSlot page={page} />
        </div>
        <Footer page={page} />
        <NetworkStatus />
        {page.site.isShowBtnScrollToTop ? <ScrollToTop type={page.site.scrollToTopType} /> : null}
        <UpdateNotify enabled={page.site.isShowNotifyUpdate} />
        {page.authenticated ? (
          <Suspense fallback={null}>
            <TeamCashModal authenticated />
          </Suspense>
        ) : null}
        {page.site.support ? (
          <SupportButton support={page.site.support} authenticated={page.authenticated} />
        ) : null}
        <ResponsibleHost page={page} />
        <PlayerSettingsSync authenticated={page.authenticated} />
        <AccountPrompts routeId={page.route.id} authenticated={page.authenticated} />
      </div>
    </AuthHost>
  );
}
