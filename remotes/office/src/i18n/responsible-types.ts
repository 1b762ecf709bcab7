import type { LimitGroup } from "@parlay/domain/limits";
import type { PluralText } from "@parlay/i18n/messages";

/** The limit groups a player sets on the Responsible page (the marker 37 is never shown). */
export type ShownGroup = Exclude<LimitGroup, "selfExcludedMarker">;

/** Catalogue codes of the limits service (docs/responsible-gaming.md) the page has a text for. */
export const RESPONSIBLE_ERROR_CODES = [
  "LIMIT_VALUE_NOT_ALLOWED",
  "LIMIT_CANNOT_SHORTEN",
  "LIMIT_NO_PENDING_CHANGE",
  "LIMIT_PENDING_NOT_CONFIRMABLE_YET",
  "LIMIT_PENDING_LAPSED",
  "LIMIT_QUESTIONNAIRE_FAILED",
  "LIMIT_TYPE_NOT_AVAILABLE",
  "SELF_EXCLUDED",
  "TIMED_OUT",
] as const;
export type ResponsibleErrorCode = (typeof RESPONSIBLE_ERROR_CODES)[number];

/** office/responsible (issue 15; spec 001 §2–§4, §8). `{name}` placeholders are filled by `fill()`. */
export interface ResponsibleTexts {
  intro: string;
  groups: Record<ShownGroup, string>;
  /** A money limit's name, before its period: "Deposit limit — 7 days". */
  limitNames: Record<"deposit" | "wagering" | "loss", string>;
  groupIntros: Record<ShownGroup, string>;
  /** A limit's name by its type id: "24 hours", "7 days" … for the money limits, names for the others. */
  types: Record<string, string>;
  current: string;
  noLimit: string;
  notSet: string;
  left: string;
  since: string;
  until: string;
  /** Plural texts (ADR 0008): each language file types them with its own categories. */
  hours: PluralText;
  minutes: PluralText;
  days: PluralText;
  newValue: string;
  newValueHint: string;
  amountInvalid: string;
  chooseValue: string;
  save: string;
  remove: string;
  /** A pending looser change (001 §4): the value and the hours until it can be confirmed. */
  pending: string;
  pendingReady: string;
  confirm: string;
  cancel: string;
  savedAtOnce: string;
  savedPending: string;
  /** 001 §8: a failed save shows the server's title; without one, "forbidden". */
  forbidden: string;
  responsible_gaming_confirm_limit_success: string;
  responsible_gaming_cancel_limit_success: string;
  responsible_gaming_confirm_limit_error: string;
  responsible_gaming_cancel_limit_error: string;
  responsible_gaming_self_exclusion_warning: string;
  /** Time-out and self-exclusion. */
  breakDays: string;
  reason: string;
  reasonNone: string;
  takeBreak: string;
  exclude: string;
  confirmBreakTitle: string;
  confirmExcludeTitle: string;
  confirmBreakText: string;
  confirmExcludeText: string;
  consequences: string[];
  confirmBreak: string;
  confirmExclude: string;
  back: string;
  breakDone: string;
  excludeDone: string;
  selfBlockFailed: string;
  goHome: string;
  /** The questionnaire `POST limits` may answer with (001 §7). */
  questionnaireTitle: string;
  questionnaireIntro: string;
  questionnaireSend: string;
  questionnaireFailed: string;
  questionnairePassed: string;
  questionnaireUnanswered: string;
  reopenEnded: string;
  reopen: string;
  reopenAsked: string;
  history: string;
  historyIntro: string;
  historyEmpty: string;
  historyDate: string;
  historyLimit: string;
  historyValue: string;
  historyStatus: string;
  /** The history's actions (the service's names); an unknown one shows as it comes. */
  historyStatuses: Record<string, string>;
  close: string;
  errors: Record<ResponsibleErrorCode, string>;
}
