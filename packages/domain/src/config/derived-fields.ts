/**
 * b.core fields the config store fills in per request and never reads from a config row:
 * the site id comes from the domain, isVipDomain from the domain row, geoCountryId from the
 * visitor's country (spec 000 §3). `lng` is stored too (as the site's default language) and then
 * replaced by the language actually served.
 */
export const REQUEST_DERIVED_FIELDS = ["group_id", "isVipDomain", "geoCountryId"] as const;
export type RequestDerivedField = (typeof REQUEST_DERIVED_FIELDS)[number];
