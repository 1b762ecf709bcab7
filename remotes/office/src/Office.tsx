import { reportPageView } from "@parlay/web";
import { useEffect, useRef } from "react";
import { analyticsSection, currentMenuItem, MENU_GROUPS, menuHref } from "./menu.ts";
import { AccountPage } from "./pages/account.tsx";
import { BetHistoryPage } from "./pages/bet-history.tsx";
import { BringFriendPage } from "./pages/bringfriend.tsx";
import { CreateRequestPage } from "./pages/create-request.tsx";
import { DeducePage } from "./pages/deduce.tsx";
import { HistoryPayPage } from "./pages/historypay.tsx";
import { LaterPanel } from "./pages/later.tsx";
import { ManagerPage } from "./pages/manager.tsx";
import type { PageProps } from "./pages/page-props.ts";
import { PaycheckPage } from "./pages/paycheck.tsx";
import { PaymentRequestsPage } from "./pages/payment-requests.tsx";
import { PersonalDataPage } from "./pages/personal-data.tsx";
import { RechargePage } from "./pages/recharge.tsx";
import { ResponsiblePage } from "./pages/responsible.tsx";
import { SecurityPage } from "./pages/security.tsx";
import { SettingsPage } from "./pages/settings.tsx";
import { ShareIdeaPage, SupportPage } from "./pages/support.tsx";
import { VerificationPage } from "./pages/verification.tsx";
import type { OfficeProps } from "./props.ts";
import { isPersonalData, type OfficeRoute, showsBalance } from "./routes.ts";
import { BalanceBar } from "./ui/balance-bar.tsx";

function OfficeMenu({ t, basePath, route }: Pick<OfficeProps, "t" | "basePath" | "route">) {
  const current = currentMenuItem(route);
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the menu is one row that scrolls sideways: show the current page's item.
  useEffect(() => {
    const menu = nav.current;
    const link = menu?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!menu || !link || menu.scrollWidth <= menu.clientWidth) return;
    // Rectangles, not scrollLeft: they mean the same on the screen in both directions (RTL scrolls negative).
    const item = link.getBoundingClientRect();
    const box = menu.getBoundingClientRect();
    menu.scrollBy({ left: item.left + item.width / 2 - (box.left + box.width / 2) });
  }, []);
  return (
    <nav className="po-menu" aria-label={t.menuLabel} ref={nav}>
      {MENU_GROUPS.map((group) => (
        <div key={group.id} className="po-menu__group">
          <h2 className="po-menu__title" id={`po-menu-${group.id}`}>
            {t.groups[group.id]}
          </h2>
          <ul aria-labelledby={`po-menu-${group.id}`}>
            {group.items.map((item) => (
              <li key={item.id}>
                <a
                  className="po-menu__link"
                  href={menuHref(basePath, item)}
                  data-section={item.id}
                  aria-current={item.id === current ? "page" : undefined}
                >
                  {t.menu[item.id]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function PageFor({ route, ...page }: PageProps & { route: OfficeRoute }) {
  switch (route.page) {
    case "recharge":
      return <RechargePage {...page} />;
    case "deduce":
      return <DeducePage {...page} />;
    case "historypay":
      return <HistoryPayPage {...page} />;
    case "account":
      return isPersonalData(route, page.query) ? <PersonalDataPage {...page} /> : <AccountPage {...page} />;
    case "history":
      return <BetHistoryPage {...page} />;
    case "paycheck":
      return <PaycheckPage {...page} />;
    case "payment/requests":
      return <PaymentRequestsPage {...page} />;
    case "payment/create-request":
      return <CreateRequestPage {...page} route={route} />;
    case "responsible":
      return <ResponsiblePage {...page} />;
    case "security":
      return <SecurityPage {...page} />;
    case "settings":
      return <SettingsPage {...page} />;
    case "verification":
    case "identification":
      return <VerificationPage {...page} purpose={route.page} />;
    case "support":
      return <SupportPage {...page} />;
    case "share-idea":
      return <ShareIdeaPage {...page} />;
    case "bringfriend":
      return <BringFriendPage {...page} />;
    case "manager":
      return <ManagerPage {...page} />;
    default:
      return <LaterPanel t={page.t} basePath={page.basePath} />;
  }
}

/**
 * The office layout: the page heading, the office menu (spec 000 §2 sections), the balance on
 * every cashier page, and the page. For a signed-in player the server renders it with the player's
 * data (`initial`), which hydration reuses; a guest's frame, and every later change (filters, paging,
 * a reload after a deposit), loads with fetch from the browser (same origin, the session cookie travels).
 */
export function Office({ lang, basePath, route, query, t, today, clock, renderedAt, initial }: OfficeProps) {
  const personal = isPersonalData(route, query);
  const balance = showsBalance(route, query);
  const section = analyticsSection(route, query);
  // One page view per page shown, with its analytics name; sent only with analytics consent.
  useEffect(() => {
    reportPageView(section);
  }, [section]);
  return (
    <div className="po-office" data-page={route.page} data-analytics-section={section}>
      <header className="po-head">
        <p className="po-eyebrow">{t.office}</p>
        <h1 id="po-title">{personal ? t.verification.personalTitle : t.pages[route.page]}</h1>
      </header>
      <div className="po-body">
        <OfficeMenu t={t} basePath={basePath} route={route} />
        <div className="po-content">
          {balance ? <BalanceBar t={t} lang={lang} basePath={basePath} initial={initial.balance} /> : null}
          <PageFor
            route={route}
            t={t}
            lang={lang}
            basePath={basePath}
            query={query}
            today={today}
            clock={clock}
            renderedAt={renderedAt}
            initial={initial}
          />
        </div>
      </div>
    </div>
  );
}
