export { INFO_APP_NAME, infoRemote, renderInfo } from "./app.tsx";
export { INFO_CONTENT, INFO_PAGE_SLUGS, type InfoPageSlug, infoContent } from "./content/index.ts";
export { type InfoRoute, matchInfoRoute } from "./routes.ts";
