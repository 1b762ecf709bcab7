import type { Db } from "@parlay/db";
import { insertDevMail, type OutboxRow } from "@parlay/db/players";
import nodemailer from "nodemailer";

/** Delivers one message or throws (the worker retries). */
export interface Transport {
  name: string;
  deliver(message: OutboxRow): Promise<void>;
}

/** Development: "delivers" into the dev_mailbox table, read by /dev/mailbox. */
export function devMailboxTransport(db: Db, now: () => Date): Transport {
  return { name: "dev-mailbox", deliver: (message) => insertDevMail(db, message, now()) };
}

export function smtpTransport(url: string, from: string): Transport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: "smtp",
    async deliver(m) {
      await transporter.sendMail({
        from,
        to: m.recipient,
        subject: m.subject,
        text: m.body_text,
        ...(m.body_html ? { html: m.body_html } : {}),
      });
    },
  };
}

/** A generic SMS gateway: POST {to, text} as JSON to SMS_WEBHOOK_URL; any 2xx is delivered. */
export function smsWebhookTransport(url: string): Transport {
  return {
    name: "sms-webhook",
    async deliver(m) {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ to: m.recipient, text: m.body_text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
    },
  };
}

/** Production without an SMS gateway: every SMS fails visibly (last_error) instead of vanishing. */
export const noSmsTransport: Transport = {
  name: "none",
  async deliver() {
    throw new Error("No SMS transport configured: set SMS_WEBHOOK_URL");
  },
};

export interface Transports {
  email: Transport;
  sms: Transport;
}

/**
 * SMTP when SMTP_URL is set, SMS through SMS_WEBHOOK_URL when set; otherwise, outside
 * production, the development mailbox. Production without SMTP_URL refuses to start.
 */
export function transportsFromEnv(
  db: Db,
  opts: { env: NodeJS.ProcessEnv; production: boolean; from: string; now: () => Date },
): Transports {
  const smtp = opts.env.SMTP_URL?.trim();
  const sms = opts.env.SMS_WEBHOOK_URL?.trim();
  if (opts.production && !smtp) {
    throw new Error(
      "Refusing to start the outbox: SMTP_URL is required in production (see docs/players.md).",
    );
  }
  const dev = devMailboxTransport(db, opts.now);
  return {
    email: smtp ? smtpTransport(smtp, opts.env.MAIL_FROM?.trim() || opts.from) : dev,
    sms: sms ? smsWebhookTransport(sms) : opts.production ? noSmsTransport : dev,
  };
}
