import { isRouteErrorResponse, useRouteError } from "react-router";
import { ChunkReload, isChunkLoadError } from "../chrome/chunk-reload.tsx";
import { I18nProvider } from "../i18n.tsx";
import { LayoutFor } from "../layouts/layout-for.tsx";
import { loadPage, type NotFoundData } from "../server/page-loader.server.ts";
import { ErrorPage } from "../views/error-page.tsx";
import { NoSiteConfigPage } from "../views/no-site-config.tsx";
import { NotFoundPage } from "../views/not-found.tsx";
import { ViewFor } from "../views/view-for.tsx";
import type { Route } from "./+types/page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadPage(request, context.services, context.viewer, params.lng, params["*"] ?? "", context.block);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "This page could not be found" }, { name: "robots", content: "noindex" }];
  const { seo } = data;
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { name: "robots", content: seo.robots },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((a) => ({ tagName: "link", rel: "alternate", hrefLang: a.hrefLang, href: a.href })),
  ];
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider lng={loaderData.lng} replacements={loaderData.site.replacements}>
      <LayoutFor page={loaderData}>
        <ViewFor page={loaderData} />
      </LayoutFor>
    </I18nProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const body = error.data as NotFoundData | undefined;
    if (body?.kind === "noSiteConfig") return <NoSiteConfigPage />;
    if (error.status === 404) return <NotFoundPage />;
  }
  if (isChunkLoadError(error)) return <ChunkReload />;
  return <ErrorPage />;
}
