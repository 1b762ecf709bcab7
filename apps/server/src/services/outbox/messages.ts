import type { Db } from "@parlay/db";
import { enqueueMessage, findMailingPrefs } from "@parlay/db/players";
import { readStoredSettings } from "@parlay/domain/players";

/**
 * Kinds of message a player may turn off in the office settings (spec 001 §3 mailing flags):
 * news by e-mail (enable_mail_news, the newsletter flag), deposit and bet notices by e-mail, news
 * by SMS. Transactional messages (codes, links, receipts the law asks for) have no topic and always go.
 */
export type MailingTopic = "news" | "deposit" | "bets" | "sms_news";

/** Whether the player accepts messages of `topic`; an unknown player accepts none. */
export async function acceptsMailing(db: Db, userId: bigint, topic: MailingTopic): Promise<boolean> {
  const prefs = await findMailingPrefs(db, userId);
  if (!prefs) return false;
  if (topic === "news") return prefs.newsletter;
  const { mailing } = readStoredSettings(prefs.settings);
  if (topic === "deposit") return mailing.enable_mail_deposit;
  if (topic === "bets") return mailing.enable_mail_bets;
  return mailing.enable_sms_news;
}

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
    /** A message the player may have turned off: not queued when they did (answers false). */
    topic?: Exclude<MailingTopic, "sms_news">;
  },
): Promise<boolean> {
  if (mail.topic && mail.userId && !(await acceptsMailing(db, mail.userId, mail.topic))) return false;
  await enqueueMessage(db, {
    channel: "email",
    recipient: mail.to,
    subject: mail.subject,
    body_text: mail.text,
    body_html: mail.html ?? null,
    user_id: mail.userId ?? null,
    created_at: mail.at,
    category: mail.category ?? (mail.topic === "news" ? "marketing" : "transactional"),
  });
  return true;
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
    /** News by SMS: not queued when the player turned enable_sms_news off (answers false). */
    topic?: "sms_news";
  },
): Promise<boolean> {
  if (sms.topic && sms.userId && !(await acceptsMailing(db, sms.userId, sms.topic))) return false;
  await enqueueMessage(db, {
    channel: "sms",
    recipient: sms.to,
    subject: "",
    body_text: sms.text,
    body_html: null,
    user_id: sms.userId ?? null,
    created_at: sms.at,
    category: sms.category ?? (sms.topic ? "marketing" : "transactional"),
  });
  return true;
}
