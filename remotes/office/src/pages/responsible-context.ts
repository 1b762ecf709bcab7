import type { HttpFailure, LimitActionMethod, LimitsApi, SelfExcludeReason } from "@parlay/web";
import type { OfficeDictionary } from "../i18n/index.ts";
import { RESPONSIBLE_ERROR_CODES, type ResponsibleErrorCode } from "../i18n/responsible-types.ts";
import { failureText } from "../ui/errors.ts";
import type { PageProps } from "./page-props.ts";

/** What every card of the Responsible page needs besides its row. */
export interface CardContext extends PageProps {
  api: LimitsApi;
  currency: string;
  /** How a pending change is confirmed or cancelled (001 §7: the site config's method). */
  actionMethod: LimitActionMethod;
  /** The page's clock in seconds: the server's when it read the data it rendered with, else when the data arrived. */
  nowSeconds: number;
  onChanged: () => void;
  /** The zone times are shown in (useTimeZone: UTC on the server and while hydrating); none: the runtime's. */
  timeZone?: string;
  /** The self-exclusion reasons the server rendered the page with (none: read once hydrated). */
  initialReasons?: SelfExcludeReason[];
}

/** A failed call in words (001 §8): our text for the limits codes, else the server's title, else "forbidden". */
export function limitFailureText(error: HttpFailure, t: OfficeDictionary): string {
  if ((RESPONSIBLE_ERROR_CODES as readonly string[]).includes(error.code))
    return t.responsible.errors[error.code as ResponsibleErrorCode];
  if (error.kind === "http" && error.status < 500 && error.status !== 401)
    return error.message && !/^HTTP \d+$/.test(error.message) ? error.message : t.responsible.forbidden;
  return failureText(error, t);
}
