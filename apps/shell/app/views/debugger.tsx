import type { PageData } from "../server/page-loader.server.ts";

/** Non-production only: what the shell decided for this request. */
export function DebuggerView({ page }: { page: PageData }) {
  return (
    <section className="debugger" aria-label="Debugger">
      <h1>Debugger</h1>
      <pre>
        {JSON.stringify(
          { route: page.route, seo: page.seo, site: page.site, header: page.header?.state },
          null,
          2,
        )}
      </pre>
    </section>
  );
}
