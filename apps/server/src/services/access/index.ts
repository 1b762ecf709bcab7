/**
 * The access-control services (issue 16): the blocks service of spec 000 §7 and its back-office
 * rules. Redirects, maintenance and terms join here (docs/access-control.md).
 */
export { type BlocksOptions, type BlocksService, createBlocksService, RULES_TTL_MS } from "./blocks.ts";
export {
  type CountryLookup,
  geoLite2Countries,
  type VisitorCountry,
  type VisitorCountryOptions,
  visitorCountry,
} from "./geoip.ts";
export { createRedirectsService, type RedirectsOptions } from "./redirects.ts";
export { TERMS_API, termsExempt, termsPendingFor, termsService } from "./terms.ts";
