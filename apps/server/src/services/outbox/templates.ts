/**
 * The texts of the messages the players service sends. English only for now; each takes the
 * absolute link it carries. HTML parts escape everything they interpolate.
 */

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

function mail(
  subject: string,
  lines: string[],
  link: { href: string; label: string },
  footer?: string,
): MailText {
  const text = [...lines, "", link.href, ...(footer ? ["", footer] : [])].join("\n");
  const html = [
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`,
    ...(footer ? [`<p><small>${escapeHtml(footer)}</small></p>`] : []),
  ].join("\n");
  return { subject, text, html };
}

export function activationMail(link: string, userId: bigint): MailText {
  return mail(
    "Confirm your e-mail",
    [
      `Welcome to Parlay! Your account number is ${userId}.`,
      "Confirm your e-mail address to activate the account:",
    ],
    { href: link, label: "Confirm e-mail" },
    "If you did not register, ignore this message.",
  );
}

export function verifyEmailMail(link: string): MailText {
  return mail(
    "Confirm your new e-mail",
    ["Confirm that this e-mail address belongs to your Parlay account:"],
    { href: link, label: "Confirm e-mail" },
    "If you did not ask for this, ignore this message.",
  );
}

export function passwordResetMail(link: string): MailText {
  return mail(
    "Reset your password",
    [
      "Someone (hopefully you) asked to reset the password of your Parlay account.",
      "The link works once, for one hour:",
    ],
    { href: link, label: "Choose a new password" },
    "If you did not ask for this, ignore this message; your password stays as it is.",
  );
}

export function transferMail(code: string): MailText {
  return {
    subject: "Your account transfer code",
    text: `Your Parlay account transfer code is ${code}. It is valid for 10 minutes.`,
    html: `<p>Your Parlay account transfer code is <strong>${escapeHtml(code)}</strong>. It is valid for 10 minutes.</p>`,
  };
}

export function newsletterFooter(stopLink: string): string {
  return `To stop the newsletter: ${stopLink}`;
}

export const smsTexts = {
  code: (code: string) => `Parlay code: ${code}. Valid 10 minutes. Never share it.`,
  twoStep: (code: string) => `Parlay sign-in code: ${code}. Never share it.`,
  activatePhone: (link: string) => `Confirm your phone for Parlay: ${link}`,
  passwordReset: (link: string) => `Reset your Parlay password: ${link}`,
  transfer: (code: string) => `Parlay account transfer code: ${code}`,
};
