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

export interface Transports {
  email: Transport;
  sms: Transport;
}

/**
 * SMTP at SMTP_URL, SMS through SMS_WEBHOOK_URL; outside production an unset one is the
 * development mailbox. Production without either refuses to start: a code nobody receives locks
 * players out silently.
 */
export function transportsFromEnv(
  db: Db,
  opts: { env: NodeJS.ProcessEnv; production: boolean; from: string; now: () => Date },
): Transports {
  const smtp = opts.env.SMTP_URL?.trim();
  const sms = opts.env.SMS_WEBHOOK_URL?.trim();
  const missing = [smtp ? "" : "SMTP_URL", sms ? "" : "SMS_WEBHOOK_URL"].filter(Boolean);
  if (opts.production && missing.length > 0) {
    throw new Error(
      `Refusing to start the outbox: ${missing.join(" and ")} must be set in production (README, Configuration).`,
    );
  }
  const dev = devMailboxTransport(db, opts.now);
  return {
    email: smtp ? smtpTransport(smtp, opts.env.MAIL_FROM?.trim() || opts.from) : dev,
    sms: sms ? smsWebhookTransport(sms) : dev,
  };
}
