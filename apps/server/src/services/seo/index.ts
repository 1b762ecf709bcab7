/** The seo service's public face: what other services may use. */

export { seoBackoffice } from "./backoffice.ts";
export { createSeoService, seoService } from "./routes.ts";
export { sectionKey } from "./schemas.ts";
export { seoStoreFor } from "./store.ts";
