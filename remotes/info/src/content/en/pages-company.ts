import { h, ol, p, ul } from "../blocks.ts";
import type { InfoPages } from "../types.ts";

export const companyPages: Pick<
  InfoPages,
  "about" | "contacts" | "howbet" | "payment" | "cash_terminals" | "smsbets"
> = {
  about: {
    title: "About %SITE_NAME%",
    description:
      "Who we are: %SITE_NAME% is an open-source sportsbook and casino site built for clarity, fairness and safe play.",
    blocks: [
      p(
        "%SITE_NAME% is a sportsbook and casino site for people who like to follow sport closely. We offer pre-match and live betting on more than thirty sports, a casino lobby with slots and live tables, and promotions that come with plain, readable terms.",
      ),
      p(
        "%SITE_NAME% is also an open-source project. The company, licences and contact details on these pages are fictional examples used to show how a real operator would present them; no real money is accepted.",
      ),
      h("What we care about"),
      ul(
        "Clear odds and rules: every market explains how it is settled.",
        "Fast, predictable payouts with the status of each request visible in your account.",
        "Responsible gaming tools available to every player, at any time, without asking support.",
        "An accessible site that works with a keyboard, a screen reader and in right-to-left languages.",
      ),
      h("Where we operate"),
      p(
        "The site is available in several languages. Which products you can use depends on the laws of the country you live in; we check this when you register and may limit some products in some regions.",
      ),
    ],
  },
  contacts: {
    title: "Contacts",
    description:
      "How to reach %SITE_NAME% support: chat, e-mail and phone, with opening hours and response times.",
    blocks: [
      p(
        "Our support team works around the clock. The quickest way to reach us is the chat button at the bottom of every page; a member of the team usually answers within two minutes.",
      ),
      h("Ways to contact us"),
      ul(
        "Chat: available 24/7 from any page of the site.",
        "E-mail: %SUPPORT_EMAIL% — we answer within 24 hours.",
        "Payments and verification: %SUPPORT_EMAIL%.",
        "Phone: %SUPPORT_PHONE%, daily from 08:00 to 22:00 (UTC).",
      ),
      h("Before you write"),
      p(
        "To help us answer quickly, write from the e-mail address linked to your account and include your account number. Never send us your password: our staff will never ask for it.",
      ),
      h("Postal address"),
      p("Parlay Entertainment Ltd. (fictional), 12 Harbour Street, Example City, EX1 2AB."),
    ],
  },
  howbet: {
    title: "How to place a bet",
    description:
      "A step-by-step guide to placing your first bet on %SITE_NAME%: choosing an event, the coupon, stakes and confirmation.",
    blocks: [
      p(
        "Placing a bet takes less than a minute. Here is the whole journey, from finding an event to following the result.",
      ),
      ol(
        "Log in or register. You must be of legal age and have a verified account to place real bets.",
        "Top up your balance from the Deposit page using any available payment method.",
        "Open Sportsbook for upcoming events or Live for events in progress, then choose a sport and a match.",
        "Click the odds of the outcome you expect. The selection is added to your bet coupon.",
        "In the coupon, choose the bet type (single, express or system) and enter your stake.",
        "Check the possible win and press Place bet. You will see a confirmation with the bet number.",
      ),
      h("Following your bets"),
      p(
        "All your bets are listed in your account under Bet history. Settled bets are paid to your balance automatically as soon as the result is confirmed.",
      ),
      h("When odds change"),
      p(
        "Odds can move while you fill in the coupon, especially in live betting. In the coupon settings you can choose to confirm every change, accept any change, or accept only higher odds.",
      ),
    ],
  },
  payment: {
    title: "Payment methods",
    description:
      "Deposit and withdrawal methods on %SITE_NAME%, with limits, processing times and the rules that keep payments safe.",
    blocks: [
      p(
        "You can deposit and withdraw with bank cards, bank transfers and popular e-wallets. The list of methods you see depends on your country and currency.",
      ),
      h("Deposits"),
      ul(
        "Deposits are credited instantly for cards and e-wallets and within one business day for bank transfers.",
        "The minimum deposit is shown next to each method; we do not charge a fee for deposits.",
        "You can only pay from accounts and cards registered in your own name.",
      ),
      h("Withdrawals"),
      ul(
        "Withdrawals are paid to the method you used to deposit, wherever possible.",
        "Most requests are processed within 24 hours; the first withdrawal may take longer while we verify your identity.",
        "You can follow the status of every request under Payment history in your account.",
      ),
      p(
        "If a payment fails or takes longer than expected, contact %SUPPORT_EMAIL% with the date, amount and method, and we will trace it for you.",
      ),
    ],
  },
  cash_terminals: {
    title: "Cash terminals",
    description:
      "Top up your %SITE_NAME% account in cash at partner terminals: how it works, where to find them and the limits.",
    blocks: [
      p(
        "In some regions you can top up your account with cash at partner payment terminals. The money arrives on your balance within a few minutes.",
      ),
      h("How to pay at a terminal"),
      ol(
        "Find the %SITE_NAME% tile in the terminal's Entertainment or Online services section.",
        "Enter your %SITE_NAME% account number and check that it is shown correctly.",
        "Insert the banknotes and confirm the payment.",
        "Keep the receipt until the money appears on your balance.",
      ),
      h("Good to know"),
      ul(
        "Terminals do not give change, so insert the exact amount you want to deposit.",
        "The terminal operator may charge its own fee; it is shown on screen before you confirm.",
        "Cash withdrawals at terminals are not available: use one of the online withdrawal methods.",
      ),
    ],
  },
  smsbets: {
    title: "Bets by SMS",
    description: "How to place a bet on %SITE_NAME% by text message when you have no internet connection.",
    blocks: [
      p(
        "When you have no internet connection, you can still place a single bet by text message. The service is available to verified players who have linked a mobile number to their account.",
      ),
      h("Message format"),
      p(
        "Send a message with the event code, the outcome code and the stake, separated by spaces, for example: 15230 P1 10. Event and outcome codes are shown in the printable line and next to each market on the site.",
      ),
      h("Rules of the service"),
      ul(
        "One message is one single bet; express and system bets cannot be placed by SMS.",
        "A reply confirms the accepted bet with its number and the odds it was accepted at.",
        "If the odds have changed, the bet is rejected and the reply shows the new odds.",
        "Your operator's standard message rate applies; %SITE_NAME% does not charge for the service.",
      ),
    ],
  },
};
