import type { NavigationInput } from "./navigate.ts";

/** A navigation input for tests: an open site, a guest, no block, production. */
export function navInput(path: string, over: Partial<Omit<NavigationInput, "path">> = {}): NavigationInput {
  const [p = "", q = ""] = path.split("?");
  return {
    lng: "en",
    path: p,
    query: new URLSearchParams(q),
    site: {
      availableRoutes: [47, 48, 49, 50],
      isRegistrationAllowed: true,
      isVipDomain: false,
      isShowIdentification: true,
      isShowPaymentPageOnlyAuth: false,
      maintenanceActive: false,
      ...over.site,
    },
    user: { authenticated: true, banLevel: 0, banVersion: 0, ...over.user },
    blockReason: over.blockReason ?? null,
    production: over.production ?? true,
    ...(over.lng ? { lng: over.lng } : {}),
  };
}
