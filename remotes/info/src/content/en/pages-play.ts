import { h, ol, p, ul } from "../blocks.ts";
import type { InfoPages } from "../types.ts";

export const playPages: Pick<InfoPages, "betting-calculator" | "betting-awards" | "responsiblegaming"> = {
  "betting-calculator": {
    title: "Betting calculator",
    description: "How to work out the possible win of single, express and system bets, with worked examples.",
    blocks: [
      p(
        "The coupon always shows your possible win, but it helps to know how it is calculated. All examples use decimal odds.",
      ),
      h("Single"),
      p(
        "Possible win = stake × odds. A stake of 10 at odds of 2.50 returns 25, which includes your stake of 10.",
      ),
      h("Express (accumulator)"),
      p(
        "The odds of all selections are multiplied. Three selections at 1.50, 2.00 and 1.80 give total odds of 5.40, so a stake of 10 returns 54. Every selection must win for the express to win.",
      ),
      h("System"),
      p(
        "A system is a set of expresses of the same size built from your selections. A 2 from 3 system makes three doubles; the stake is split equally between them, and each winning double pays on its own.",
      ),
      ol(
        "Choose the selections and the system size (for example 2 from 3).",
        "Divide the stake by the number of combinations to get the stake of each combination.",
        "Multiply each winning combination's odds by its stake and add the results.",
      ),
      p(
        "When a selection is void (for example a cancelled match), its odds count as 1.00 and the rest of the bet stands.",
      ),
    ],
  },
  "betting-awards": {
    title: "Awards",
    description:
      "Industry awards and recognitions received by %SITE_NAME% for its product, fairness and player care.",
    blocks: [
      p(
        "We build %SITE_NAME% in the open and we are proud when others notice. These are examples of the recognitions a site like ours aims for; as %SITE_NAME% is a demonstration project, the awards below are illustrative.",
      ),
      ul(
        "Best Live Betting Experience — a prize for the speed and clarity of live markets.",
        "Responsible Gaming Award — for player protection tools available to everyone without contacting support.",
        "Accessibility Recognition — for a site usable with a keyboard and a screen reader in every language.",
        "Rising Sportsbook of the Year — for product quality in the first years of operation.",
      ),
      h("What awards mean to us"),
      p(
        "An award is a promise to keep improving. Tell us what we can do better through the support chat: every suggestion is read by the product team.",
      ),
    ],
  },
  responsiblegaming: {
    title: "Responsible gaming",
    description:
      "Tools to keep betting fun: deposit, loss and session limits, reality checks, time-outs and self-exclusion.",
    blocks: [
      p(
        "Betting should be entertainment, never a way to make money or escape problems. We give every player tools to stay in control, and we watch for signs that play is becoming harmful.",
      ),
      h("Tools in your account"),
      ul(
        "Deposit limits for 24 hours, 7 days or 30 days.",
        "Loss and wagering limits for the same periods.",
        "Session time limit: you are logged out when the time you set is reached.",
        "Reality check: a reminder every 5 to 60 minutes showing how long you have been playing.",
        "Time-out for 1, 7 or 30 days, and self-exclusion from 1 day to 5 years.",
      ),
      p(
        "Lowering a limit takes effect at once. Raising or removing a limit takes effect only after a cooling-off period, so the decision is not made in the heat of the moment.",
      ),
      h("Warning signs"),
      ul(
        "Spending more money or time than you planned.",
        "Chasing losses or borrowing money to bet.",
        "Betting to escape worries, or hiding your betting from people close to you.",
      ),
      p(
        "If you recognise these signs, set a limit or take a break now, and talk to a support organisation in your country. Our support team can help you set up any of these tools.",
      ),
      h("Minors"),
      p(
        "Only adults may play. We verify the age of every player, and we recommend parental control software on devices that children can use.",
      ),
    ],
  },
};
