import type { OfficeDictionary } from "../i18n/index.ts";

/** What every office page receives from the layout. */
export interface PageProps {
  t: OfficeDictionary;
  lang: string;
  /** Language root, e.g. "/en". */
  basePath: string;
  /** The page's own query (first value of each key), e.g. paymentId on paycheck. */
  query: Record<string, string>;
}
