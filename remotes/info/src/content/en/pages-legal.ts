import { h, p, ul } from "../blocks.ts";
import type { InfoPages } from "../types.ts";

export const legalPages: Pick<
  InfoPages,
  "cookies" | "consent" | "licenses" | "taxation" | "disputeresolution"
> = {
  cookies: {
    title: "Cookie policy",
    description:
      "Which cookies %SITE_NAME% uses, why we use them and how you can manage them in your browser.",
    blocks: [
      p(
        "Cookies are small text files that a site stores in your browser. We use them to keep you logged in, remember your settings and understand how the site is used.",
      ),
      h("Cookies we use"),
      ul(
        "Essential cookies: your session, language and security settings. The site does not work without them.",
        "Preference cookies: your odds format, time format and coupon settings.",
        "Analytics cookies: anonymous statistics about visited pages that help us improve the site.",
        "Marketing cookies: which partner brought you to us, so that the partner can be credited.",
      ),
      h("Managing cookies"),
      p(
        "You can delete or block cookies in your browser settings at any time. If you block essential cookies you will not be able to log in or place bets.",
      ),
    ],
  },
  consent: {
    title: "Consent to the processing of personal data",
    description:
      "What personal data %SITE_NAME% processes with your consent, for what purposes, and how to withdraw consent.",
    blocks: [
      p(
        "By registering on %SITE_NAME% you agree that we process your personal data for the purposes described here. The consent is voluntary, specific and can be withdrawn at any time.",
      ),
      h("Data we process"),
      ul(
        "Identity data: name, date of birth, citizenship and identity document details.",
        "Contact data: e-mail address, phone number and postal address.",
        "Account data: bets, payments, limits and messages to support.",
        "Technical data: IP address, device and browser information.",
      ),
      h("Purposes"),
      p(
        "We use the data to open and run your account, verify your age and identity, process payments, meet legal duties against money laundering, protect the site from fraud and, if you allow it, send you offers.",
      ),
      h("Your rights"),
      p(
        "You can ask for a copy of your data, correct it, restrict its processing or withdraw your consent by writing to %SUPPORT_EMAIL%. Data we must keep by law is stored for the period the law requires.",
      ),
    ],
  },
  licenses: {
    title: "Licences",
    description:
      "The licences under which %SITE_NAME% operates and what they mean for your protection as a player.",
    blocks: [
      p(
        "A real operator may only accept bets under a gaming licence issued by a regulator. The licence obliges the operator to hold player funds safely, test its games and protect players.",
      ),
      p(
        "%SITE_NAME% is an open-source demonstration project and holds no gaming licence. The text below shows what this page contains for a licensed operator.",
      ),
      h("What a licence covers"),
      ul(
        "The name and number of the licence, and the regulator that issued it.",
        "The products allowed: sports betting, casino games or both.",
        "The countries where the licence is valid and those where play is not allowed.",
        "How to complain to the regulator if a dispute with the operator cannot be resolved.",
      ),
    ],
  },
  taxation: {
    title: "Taxation",
    description:
      "How taxes on winnings work on %SITE_NAME% and what players need to know about their own tax duties.",
    blocks: [
      p(
        "In many countries winnings from betting are subject to tax. Whether tax is due, and who pays it, depends on the law of the country where you live.",
      ),
      h("Tax withheld by the operator"),
      p(
        "Where the law requires it, tax is withheld from winnings when a bet is settled. The bet details in your history then show the gross win, the tax withheld and the net amount paid to your balance.",
      ),
      h("Your own duties"),
      ul(
        "Keep records of your deposits, withdrawals and winnings; your account history can be exported for this.",
        "Declare winnings to your tax authority if the law of your country requires it.",
        "Ask a tax adviser if you are not sure which rules apply to you.",
      ),
    ],
  },
  disputeresolution: {
    title: "Dispute resolution",
    description:
      "How to raise a complaint with %SITE_NAME%, how we handle it and what you can do if you disagree with our answer.",
    blocks: [
      p(
        "If something went wrong with a bet, a game or a payment, tell us. Most questions are solved in the first conversation with support.",
      ),
      h("How a complaint is handled"),
      ul(
        "Write to %SUPPORT_EMAIL% with your account number, the bet or transaction number and a description of the problem.",
        "We confirm receipt within 24 hours and give you a reference number.",
        "A specialist reviews the case, including game logs and event data, and answers within 14 days.",
        "If more time is needed, we tell you why and when you can expect the answer.",
      ),
      h("If you disagree"),
      p(
        "If you are not satisfied with the final answer, you can refer the dispute to the independent dispute resolution body named in the operator's licence. The service is free for players.",
      ),
    ],
  },
};
