import type { Db } from "@parlay/db";
import { enqueueMessage } from "@parlay/db/players";

/**
 * Messages out. Services only enqueue (inside their own transaction when they have one); the
 * worker delivers, so a slow or failing mail server never fails a registration.
 */
export async function sendEmail(
  db: Db,
  mail: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    userId?: bigint | null;
    at: Date;
    /** Marketing (news, offers) is never delivered to a self-excluded or timed-out player. */
    category?: "transactional" | "marketing";
  },
): Promise<void> {
  await enqueueMessage(db, {
    channel: "email",
    recipient: mail.to,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html ?? null,
    user_id: mail.userId ?? null,
    created_at: mail.at,
    category: mail.category ?? "transactional",
  });
}

/** `to` is E.164 (+ and digits). */
export async function sendSms(
  db: Db,
  sms: {
    to: string;
    text: string;
    userId?: bigint | null;
    at: Date;
    category?: "transactional" | "marketing";
  },
): Promise<void> {
  await enqueueMessage(db, {
    channel: "sms",
    recipient: sms.to,
    subject: "",
    body_text: sms.text,
    body_html: null,
    user_id: sms.userId ?? null,
    created_at: sms.at,
    category: sms.category ?? "transactional",
  });
}
