/**
 * Pages a 451 "accept the new terms" does not take the player away from (spec 000 §8 "when the
 * page is not exempt"): the confirm-terms page itself, the pages that show the rules and the
 * policies the player may want to read first, the responsible-gaming page, and the technical pages
 * (maintenance, blocks, account links from e-mails). docs/access-control.md "Terms".
 */
export const TERMS_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  "confirm-terms",
  "rules",
  "licenses",
  "responsiblegaming",
  "kycpolicy",
  "amlpolicy",
  "cookies",
  "consent",
  "maintenance",
  "block",
  "block-ua",
  "block-ie",
  "site-updates",
  "coming-soon",
  "suspension",
  "user.accountverify",
  "user.activate",
  "user.passwordreset",
  "user.stopnewsletter",
]);

export function termsRedirectFrom(routeId: string): boolean {
  return !TERMS_EXEMPT_ROUTES.has(routeId);
}
