/** The config service's public face: what other services may use. */

export { type ConfigBackofficeOptions, createConfigBackoffice } from "./backoffice.ts";
export { type SharedCache, shareInvalidations } from "./invalidation.ts";
export { FALLBACK_LANGUAGE } from "./language.ts";
export {
  configService,
  createConfigService,
  requestHost,
  type SiteModules,
  siteGroup,
  siteModules,
} from "./routes.ts";
export { langParam } from "./schemas.ts";
export { cachedSiteResolver, mainHostOfGroup, type SiteRef } from "./site-resolver.ts";
export { type ConfigLogger, type ConfigStore, configStoreFor, consoleLogger } from "./store.ts";
export { TtlCache } from "./ttl-cache.ts";
export { type ConfigChangeHook, type ConfigRowChange, configRowInput } from "./write.ts";
