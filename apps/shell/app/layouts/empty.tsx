import { LoadingBar } from "../chrome/loading-bar.tsx";
import type { PageData } from "../server/page-loader.server.ts";

/** No header or footer: payment results, blocking pages, technical pages (spec 000 §2). */
export function EmptyLayout({ children }: { page: PageData; children: React.ReactNode }) {
  return (
    <div className="layout layout--empty">
      <LoadingBar />
      <main id="content" className="shell-main shell-main--centered">
        {children}
      </main>
    </div>
  );
}
