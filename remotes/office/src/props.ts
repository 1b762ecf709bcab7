import type { Clock } from "@parlay/domain/language";
import { paymentRequestTopic } from "@parlay/domain/wallet";
import type { RemoteRenderContext } from "@parlay/remote-protocol";
import type { OfficeInitial } from "./data/page-data.ts";
import { type OfficeDictionary, officeDictionary } from "./i18n/index.ts";
import { matchOfficeRoute, type OfficeRoute } from "./routes.ts";

/** Everything the office needs, serialised into the body: the client bundle carries no dictionaries. */
export interface OfficeProps {
  lang: string;
  basePath: string;
  route: OfficeRoute;
  query: Record<string, string>;
  t: OfficeDictionary;
  /** The server's date ("2025-03-31") when it rendered: both renders derive default dates from it. */
  today: string;
  /** The shell's clock decision (mf-clock: is12h cookie, else the country list; spec 000 §1). */
  clock: Clock;
  /** The server's clock (epoch ms) when it rendered `initial`: "has the game begun" agrees in both renders. */
  renderedAt: number;
  /** The player's data the server rendered the page with; empty for a guest (data/page-data.ts). */
  initial: OfficeInitial;
}

/**
 * The route, or null when the path is not an office page the remote can show: unknown pages, and
 * payment-request topics or sub-topics that do not exist (they are pure data, known here).
 */
export function officeRouteFor(path: string): OfficeRoute | null {
  const route = matchOfficeRoute(path);
  if (route?.page !== "payment/create-request") return route;
  const topic = paymentRequestTopic(route.topicId);
  if (!topic) return null;
  if (route.step === "transactions" && !topic.paymentKind) return null;
  if (route.step === "form") {
    if (route.transactionId !== null && !topic.paymentKind) return null;
    if (route.subTopicId !== null && !topic.subTopics.some((s) => s.id === route.subTopicId)) return null;
  }
  return route;
}

export function officeProps(
  ctx: RemoteRenderContext,
  route: OfficeRoute,
  now: Date = new Date(),
  initial: OfficeInitial = {},
): OfficeProps {
  return {
    lang: ctx.lang,
    basePath: ctx.basePath,
    route,
    query: ctx.query,
    t: officeDictionary(ctx.lang),
    today: todayOf(now),
    clock: ctx.clock,
    renderedAt: now.getTime(),
    initial,
  };
}

/** The server's date, "2025-03-31": the default date filters of both renders derive from it. */
export function todayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}
