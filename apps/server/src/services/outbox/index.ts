/** The outbox service's public face: what other services may use. */
export { acceptsMailing, type MailingTopic, sendEmail, sendSms } from "./messages.ts";
export { outboxService } from "./routes.ts";
export { activationMail, passwordResetMail, smsTexts, transferMail, verifyEmailMail } from "./templates.ts";
export { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "./worker.ts";
