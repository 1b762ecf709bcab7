import { casinoRoutes } from "./table-casino.ts";
import { emptyRoutes } from "./table-empty.ts";
import { infoRoutes } from "./table-info.ts";
import { officeRoutes } from "./table-office.ts";
import { otherRoutes } from "./table-other.ts";
import { sportsbookRoutes } from "./table-sportsbook.ts";
import type { RouteDef } from "./types.ts";

/** The whole route map of spec 000 §2 and 001 §2, as data. Order breaks ties between equal matches. */
export const ROUTES: readonly RouteDef[] = [
  ...otherRoutes,
  ...infoRoutes,
  ...officeRoutes,
  ...casinoRoutes,
  ...emptyRoutes,
  ...sportsbookRoutes,
];

export const ROUTES_BY_ID: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.id, r]));

/** Legacy and probing URLs answered with a 404 rather than any page (spec 001 §8). */
export const REDIRECT_TO_404: readonly string[] = [
  "index.php",
  "wp-login.php",
  "wp-admin",
  "xmlrpc.php",
  ".env",
  "user/login.php",
  "user/logout.php",
];
