import { p, ul } from "../blocks.ts";
import type { RuleGroup } from "../types.ts";

export const liveRules: RuleGroup = {
  title: "Live betting",
  description:
    "Rules for bets on events in progress: how live odds work, bet acceptance delays and suspended markets.",
  intro:
    "Live betting lets you bet while the event is played. Odds change quickly, so these rules add to the sports rules.",
  chapters: [
    {
      title: "How live betting works",
      blocks: [
        p(
          "Live markets open when the event starts and follow the score in real time. The score and time shown on the site are for information; settlement uses the official result.",
        ),
      ],
    },
    {
      title: "Odds changes and bet acceptance",
      blocks: [
        p(
          "A live bet is checked for a few seconds before it is accepted. If the odds change in that time, the bet is handled according to your coupon settings:",
        ),
        ul(
          "Confirm every change: the bet waits for your confirmation.",
          "Accept any change: the bet is accepted at the new odds.",
          "Accept higher odds: the bet is accepted only if the new odds are higher.",
        ),
      ],
    },
    {
      title: "Suspended markets and data errors",
      blocks: [
        p(
          "Markets are suspended during dangerous moments such as penalties or video reviews. Bets placed after an event that changes the odds, such as a goal, are void if the event had already happened when the bet was placed.",
        ),
      ],
    },
  ],
};

export const casinoRules: RuleGroup = {
  title: "Casino",
  description:
    "Rules for casino games on %SITE_NAME%: fairness of games, malfunctions, interrupted rounds and live tables.",
  intro:
    "Casino games are supplied by licensed studios. Each game has its own rules and return to player in its information panel.",
  chapters: [
    {
      title: "Games and fairness",
      blocks: [
        p(
          "Results of slots and table games are produced by certified random number generators. The return to player shown for each game is a long-term average over millions of rounds, not a promise for one session.",
        ),
      ],
    },
    {
      title: "Malfunctions and interrupted games",
      blocks: [
        p(
          "A malfunction voids all pays and plays. If your connection is lost, the round is completed on the server and the result is shown when you open the game again.",
        ),
      ],
    },
    {
      title: "Live casino and jackpots",
      blocks: [
        p(
          "Live tables are run by real dealers and the dealer's decision is final within the table rules. Progressive jackpots grow with every bet and are paid in full when won, unless the game rules say otherwise.",
        ),
      ],
    },
  ],
};

export const bonusRules: RuleGroup = {
  title: "Bonuses",
  description:
    "General terms for %SITE_NAME% bonuses and promotions: eligibility, wagering requirements and cancellation.",
  intro: "Every promotion has its own terms on its page. These general terms apply to all of them.",
  chapters: [
    {
      title: "General bonus terms",
      blocks: [
        p(
          "Bonuses are extra funds or free bets that make play more rewarding. A few conditions keep them fair for everyone.",
        ),
        ul(
          "One bonus per person, household, device and payment method, unless the promotion says otherwise.",
          "A bonus must be activated within the period given in the offer.",
          "Bonus funds cannot be withdrawn until the wagering requirement is met.",
        ),
      ],
    },
    {
      title: "Wagering requirements",
      blocks: [
        p(
          "The wagering requirement is the amount you must bet before bonus funds become real money. For example, a bonus of 20 with a requirement of ×5 needs bets worth 100. Only settled bets at the minimum odds stated in the offer count.",
        ),
      ],
    },
    {
      title: "Cancellation and abuse",
      blocks: [
        p(
          "We may cancel a bonus and the winnings from it if the terms are broken, for example by using several accounts or betting on all outcomes of one event. You can give up an active bonus at any time; the bonus and its winnings are then removed.",
        ),
      ],
    },
  ],
};
