import type { PageData } from "../server/page-loader.server.ts";

/** The page path a remote is asked to render: without the language, always with a leading slash. */
export function pagePath(page: PageData): string {
  return `/${page.rest}`;
}
