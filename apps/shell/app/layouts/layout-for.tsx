import { LanguageCookie } from "../chrome/language-cookie.tsx";
import type { PageData } from "../server/page-loader.server.ts";
import { BlockedLayout } from "./blocked.tsx";
import { DefaultLayout } from "./default.tsx";
import { EmptyLayout } from "./empty.tsx";
import { MaintenanceLayout } from "./maintenance.tsx";

/** The four layouts of spec 000 §2, chosen by the route table. */
export function LayoutFor({ page, children }: { page: PageData; children: React.ReactNode }) {
  return (
    <>
      <LanguageCookie lng={page.lng} />
      <Layout page={page}>{children}</Layout>
    </>
  );
}

function Layout({ page, children }: { page: PageData; children: React.ReactNode }) {
  switch (page.route.layout) {
    case "empty":
      return <EmptyLayout page={page}>{children}</EmptyLayout>;
    case "blocked":
      return <BlockedLayout page={page}>{children}</BlockedLayout>;
    case "maintenance":
      return <MaintenanceLayout page={page}>{children}</MaintenanceLayout>;
    default:
      return <DefaultLayout page={page}>{children}</DefaultLayout>;
  }
}
