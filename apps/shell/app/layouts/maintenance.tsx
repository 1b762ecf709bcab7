import type { PageData } from "../server/page-loader.server.ts";

export function MaintenanceLayout({ children }: { page: PageData; children: React.ReactNode }) {
  return (
    <div className="layout layout--maintenance">
      <main id="content" className="shell-main shell-main--centered">
        {children}
      </main>
    </div>
  );
}
