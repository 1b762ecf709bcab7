import { h, ol, p, ul } from "../blocks.ts";
import type { InfoPages } from "../types.ts";

export const compliancePages: Pick<InfoPages, "simpleidentification" | "kycpolicy" | "amlkyc" | "amlpolicy"> =
  {
    simpleidentification: {
      title: "Simple identification",
      description:
        "Verify your identity online in a few minutes to unlock withdrawals and higher limits on %SITE_NAME%.",
      blocks: [
        p(
          "Simple identification confirms that you are who you say you are, without visiting an office. It takes a few minutes and is required before your first withdrawal.",
        ),
        ol(
          "Open Verification in your account.",
          "Enter your full name and date of birth exactly as in your identity document.",
          "Upload a clear photo of the document, and a selfie holding it if asked.",
          "Wait for the result: usually within an hour, at most within two business days.",
        ),
        h("Tips for a quick check"),
        ul(
          "Use a document that is valid and not damaged.",
          "Make sure all four corners of the document are visible and the text is readable.",
          "The name in your account, the document and your payment method must match.",
        ),
      ],
    },
    kycpolicy: {
      title: "Know Your Customer policy",
      description:
        "Why and how %SITE_NAME% verifies players' identity, address and source of funds under its KYC policy.",
      blocks: [
        p(
          "Knowing our customers protects them and us: it keeps minors off the site, stops people from using someone else's identity or payment card and helps prevent money laundering.",
        ),
        h("What we check"),
        ul(
          "Identity: a valid passport, identity card or driving licence.",
          "Address: a utility bill or bank statement from the last three months.",
          "Payment methods: that cards and accounts belong to you.",
          "Source of funds: for large deposits, documents showing where the money comes from.",
        ),
        h("When we check"),
        p(
          "We verify every player before the first withdrawal and again when the law or risk requires it, for example after a large win or a change of personal details. Until verification is complete, some features may be limited.",
        ),
        p(
          "Documents are stored encrypted, accessed only by trained staff and kept for the period required by law.",
        ),
      ],
    },
    amlkyc: {
      title: "AML and KYC",
      description: "How anti-money laundering rules and customer verification work together on %SITE_NAME%.",
      blocks: [
        p(
          "Anti-money laundering (AML) rules and Know Your Customer (KYC) checks are two parts of one duty: to make sure the site is not used to hide the origin of criminal money.",
        ),
        h("What this means for you"),
        ul(
          "Deposits must come from payment methods in your own name.",
          "Money deposited must be wagered before it is withdrawn; deposits are not a way to move funds.",
          "We may ask for documents about your identity, address and source of funds.",
          "We may delay a payment while a check is in progress, and we explain what is needed.",
        ),
        p(
          "We are required by law to report suspicious activity to the competent authorities, and in such cases we may not be allowed to inform the player.",
        ),
      ],
    },
    amlpolicy: {
      title: "Anti-money laundering policy",
      description:
        "%SITE_NAME%'s policy for preventing money laundering and terrorist financing: controls, monitoring and reporting.",
      blocks: [
        p(
          "%SITE_NAME% does not tolerate money laundering or the financing of terrorism. This policy describes the controls every member of our staff follows.",
        ),
        h("Our controls"),
        ul(
          "Risk-based verification of every customer, with enhanced checks for higher risk.",
          "Screening against sanctions lists and lists of politically exposed persons.",
          "Automatic monitoring of deposits, bets and withdrawals for unusual patterns.",
          "A named compliance officer responsible for reviews and reports to the authorities.",
          "Regular training of staff and independent review of the controls.",
        ),
        h("Consequences"),
        p(
          "If we suspect an account is used for money laundering, we may suspend it, refuse transactions and report it as the law requires. Records are kept for at least five years.",
        ),
      ],
    },
  };
