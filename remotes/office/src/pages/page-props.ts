import type { Clock } from "@parlay/domain/language";
import type { OfficeInitial } from "../data/page-data.ts";
import type { OfficeDictionary } from "../i18n/index.ts";

/** What every office page receives from the layout. */
export interface PageProps {
  t: OfficeDictionary;
  lang: string;
  /** Language root, e.g. "/en". */
  basePath: string;
  /** The page's own query (first value of each key), e.g. paymentId on paycheck. */
  query: Record<string, string>;
  /** The server's render date, "2025-03-31" (default date filters). */
  today: string;
  /** The shell's clock decision (mf-clock): every time on the page follows it. */
  clock: Clock;
  /** The server's clock (epoch ms) when it rendered `initial`. */
  renderedAt: number;
  /** The data the server rendered this page with; each page passes its part to useLoad's `initial`. */
  initial: OfficeInitial;
}
