import { p, ul } from "../blocks.ts";
import type { RuleGroup } from "../types.ts";

export const generalRules: RuleGroup = {
  title: "General rules",
  description:
    "The general terms for all bets and games on %SITE_NAME%: definitions, accounts, bet acceptance and settlement.",
  intro:
    "These rules apply to every bet and game on %SITE_NAME%. Product rules in the other sections add to them.",
  chapters: [
    {
      title: "Terms and definitions",
      blocks: [
        p("The words below have the same meaning throughout these rules."),
        ul(
          "Bet: an agreement between the player and %SITE_NAME% on the outcome of an event, with a stake and odds.",
          "Odds: the number by which the stake is multiplied to calculate the possible win.",
          "Event: a match, race or other contest on which bets are accepted.",
          "Market: a set of outcomes of an event, for example the winner of a match or the total goals.",
          "Void bet: a bet settled at odds of 1.00, so the stake is returned.",
        ),
      ],
    },
    {
      title: "Accounts and eligibility",
      blocks: [
        p(
          "Only adults who are allowed to bet by the law of their country may open an account. Each person may have one account; duplicate accounts are closed and bets on them may be voided.",
        ),
        p(
          "You must give true and complete details and keep them up to date. You are responsible for keeping your password secret and for all activity on your account.",
        ),
      ],
    },
    {
      title: "Accepting bets",
      blocks: [
        p(
          "A bet is accepted when it appears in your bet history with a number. Until then it may be rejected, for example because the odds or the market changed or the stake is above the limit.",
        ),
        ul(
          "Bets cannot be cancelled or changed once accepted, except where a cash-out is offered.",
          "Bets placed after an event has started are void, unless the market is a live market.",
          "Obvious errors in odds or event details give us the right to settle the bet at the correct odds or void it.",
        ),
      ],
    },
    {
      title: "Settlement and payouts",
      blocks: [
        p(
          "Bets are settled on the official result announced at the end of the event. Later changes, such as decisions of disciplinary bodies, do not change settled bets unless stated otherwise.",
        ),
        p(
          "Winnings are paid to your balance as soon as the bet is settled. If a bet was settled wrongly, we correct it and adjust your balance, and we tell you about the correction.",
        ),
      ],
    },
  ],
};

export const sportsRules: RuleGroup = {
  title: "Sports betting rules",
  description:
    "Rules for pre-match sports bets on %SITE_NAME%: bet types, odds and limits, and postponed or abandoned events.",
  intro: "These rules cover bets placed before an event starts. Live bets have their own section.",
  chapters: [
    {
      title: "Bet types",
      blocks: [
        ul(
          "Single: one selection; it wins if the selection wins.",
          "Express: two or more selections from different events; all must win, and the odds are multiplied.",
          "System: all expresses of a chosen size built from the selections, with the stake split equally.",
        ),
        p(
          "Selections that depend on each other, such as the winner of a match and the winner of its first half, cannot be combined in one express.",
        ),
      ],
    },
    {
      title: "Odds and limits",
      blocks: [
        p(
          "Odds are fixed when the bet is accepted. Later changes of the odds do not affect accepted bets. Maximum stakes depend on the sport, the event and the market and are shown in the coupon.",
        ),
        p("We may set individual limits for an account, and we may refuse a bet without giving a reason."),
      ],
    },
    {
      title: "Postponed, cancelled and abandoned events",
      blocks: [
        p(
          "Events do not always go to plan. This is how bets are settled when the schedule or the venue changes.",
        ),
        ul(
          "If an event is postponed by more than 48 hours, bets on it are void.",
          "If an event is cancelled, bets on it are void.",
          "If an event is abandoned, bets on markets already decided stand; the others are void.",
          "If the venue changes to the home ground of the away team, bets are void.",
        ),
      ],
    },
    {
      title: "Sport-specific rules",
      blocks: [
        p(
          "Football bets are settled on the result after regular time including added time, unless the market says otherwise. Extra time and penalty shoot-outs count only for markets on qualification or the winner of a tournament.",
        ),
        p(
          "Tennis bets stand if a match is completed; if a player retires, bets on the match winner are void, while bets on completed sets and games stand.",
        ),
      ],
    },
  ],
};
