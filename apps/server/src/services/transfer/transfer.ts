import {
  findTransferByContact,
  findTransferById,
  insertUser,
  isUniqueViolation,
  markTransferred,
} from "@parlay/db/players";
import { countryId } from "@parlay/domain/config";
import type { TransferCodeType, TransferStatus } from "@parlay/domain/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import {
  checkSecret,
  consume,
  generatePassword,
  hashPassword,
  issueCode,
  pendingCode,
  useLinkToken,
} from "../auth/index.ts";
import { checkCaptcha } from "../captcha/index.ts";
import { sendEmail, sendSms, smsTexts, transferMail } from "../outbox/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { COOKIES, setCookie } from "../session/index.ts";

/**
 * User transfer (spec 001 §4, §7): a player of another site of the operator, loaded into
 * user_transfers, proves the phone or e-mail on file with a code, then receives the new account's
 * id and a generated password once. Every step answers the same whether or not a transfer
 * matches, so the endpoints cannot be used to find out who has an account elsewhere.
 */
export const TRANSFER_CODE_TTL_SECONDS = 600;
export const REDIRECT_TOKEN_TTL_SECONDS = 600;

export type TransferContact = { phone: { code: string; number: string } } | { email: string };

export async function sendTransferCode(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  type: TransferCodeType,
  contact: TransferContact,
  captcha: string | undefined,
): Promise<{ success: true; expiresIn: number }> {
  // An anonymous call that makes us send SMS or mail to a number someone typed: always a captcha.
  await checkCaptcha(rt, true, captcha);
  const site = await rt.siteOf(request);
  const transfer = await findTransferByContact(rt.db, site.groupId, contact);
  const pending = transfer && !transfer.transferred_at ? transfer : undefined;
  const target = "phone" in contact ? `${contact.phone.code}${contact.phone.number}` : contact.email;
  const issued = await issueCode(rt, {
    purpose: "transfer",
    groupId: site.groupId,
    kind: "digits",
    ttlSeconds: TRANSFER_CODE_TTL_SECONDS,
    target,
    data: { type, transferId: pending ? String(pending.id) : null },
    ip: request.ip,
  });
  if (pending) {
    if (type === "phone")
      await sendSms(rt.db, { to: target, text: smsTexts.transfer(issued.secret), at: rt.now() });
    else await sendEmail(rt.db, { to: target, ...transferMail(issued.secret), at: rt.now() });
  }
  setCookie(reply, request, COOKIES.transfer, issued.row.id, {
    httpOnly: true,
    maxAgeSeconds: TRANSFER_CODE_TTL_SECONDS,
  });
  return { success: true, expiresIn: TRANSFER_CODE_TTL_SECONDS };
}

/** A correct code (for a matching transfer) gives a one-time redirect token for user-data. */
export async function checkTransferCode(
  rt: PlayersRuntime,
  request: FastifyRequest,
  type: TransferCodeType,
  code: string,
): Promise<{ success: true; redirectToken: string }> {
  const site = await rt.siteOf(request);
  const row = await pendingCode(rt, request.cookies[COOKIES.transfer], "transfer", site.groupId);
  const data = row.data as { type?: string; transferId?: string | null };
  if (data.type !== type) throw new AppError("CODE_EXPIRED");
  await checkSecret(rt, row, code, () => new AppError("CODE_INVALID"));
  // Without a matching transfer nobody received the code, so a right guess here is only chance.
  if (!data.transferId) throw new AppError("CODE_INVALID");
  await consume(rt, row);
  const issued = await issueCode(rt, {
    purpose: "transfer_redirect",
    groupId: site.groupId,
    kind: "link",
    ttlSeconds: REDIRECT_TOKEN_TTL_SECONDS,
    data: { transferId: data.transferId, proven: type },
    ip: request.ip,
  });
  return { success: true, redirectToken: issued.token };
}

/**
 * Opens the account for the transfer, once: `user.password` is generated and shown only in this
 * answer. The contact the code went to counts as verified.
 */
export async function transferUserData(
  rt: PlayersRuntime,
  request: FastifyRequest,
  redirectToken: string,
): Promise<{ status: TransferStatus; user: { id: number; password: string | null } }> {
  const site = await rt.siteOf(request);
  const row = await useLinkToken(rt, redirectToken, "transfer_redirect", site.groupId);
  const data = row.data as { transferId?: string; proven?: string };
  const transfer = data.transferId
    ? await findTransferById(rt.db, site.groupId, BigInt(data.transferId))
    : undefined;
  if (!transfer) throw new AppError("TRANSFER_NOT_FOUND");
  if (transfer.transferred_at && transfer.user_id !== null) {
    return { status: "already_transferred", user: { id: Number(transfer.user_id), password: null } };
  }
  const now = rt.now();
  const password = generatePassword();
  const passwordHash = await hashPassword(rt, password);
  const country = transfer.country_code?.toLowerCase() ?? null;
  try {
    const user = await rt.db.transaction().execute(async (trx) => {
      const created = await insertUser(trx, {
        group_id: site.groupId,
        currency: transfer.currency,
        country_code: country,
        country_id: country ? (countryId(country) ?? null) : null,
        user_name: transfer.user_name,
        birth_date: transfer.birth_date,
        email: transfer.email,
        email_verified_at: data.proven === "email" ? now : null,
        phone_code: transfer.phone_code,
        phone_number: transfer.phone_number,
        phone_verified_at: data.proven === "phone" ? now : null,
        password_hash: passwordHash,
        registration_type: "fast_reg",
        activation_type: 0,
        user_data: "{}",
        verification_types: "[]",
      });
      if (!(await markTransferred(trx, transfer.id, created.id, now)))
        throw new AppError("CONFLICT", "The transfer was completed by another request");
      await rt.onPlayerCreated(trx, { userId: created.id, currency: created.currency });
      return created;
    });
    return { status: "transferred", user: { id: Number(user.id), password } };
  } catch (err) {
    if (isUniqueViolation(err, "users_email_unique")) throw new AppError("EMAIL_TAKEN");
    if (isUniqueViolation(err, "users_phone_unique")) throw new AppError("PHONE_TAKEN");
    throw err;
  }
}
