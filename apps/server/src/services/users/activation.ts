import { type UserRow, updateUser, voidUserCodes } from "@parlay/db/players";
import { ACTIVATION_WINDOW_DAYS } from "@parlay/domain/players";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { issueCode, useLinkToken } from "../auth/index.ts";
import type { PlayersRuntime } from "../session/index.ts";

type ActivationPurpose = "activate_email" | "activate_phone" | "verify_email";

/** A link token proving a contact; older unused links of the same purpose stop working. */
export async function issueActivation(
  rt: PlayersRuntime,
  request: FastifyRequest,
  user: UserRow,
  purpose: ActivationPurpose,
  data: Record<string, unknown> = {},
): Promise<string> {
  await voidUserCodes(rt.db, user.id, [purpose], rt.now());
  const issued = await issueCode(rt, {
    purpose,
    groupId: user.group_id,
    userId: user.id,
    kind: "link",
    ttlSeconds: purpose === "verify_email" ? 86_400 : ACTIVATION_WINDOW_DAYS * 86_400,
    target:
      purpose === "activate_phone"
        ? `${user.phone_code}${user.phone_number}`
        : ((data.email as string | undefined) ?? user.email),
    data,
    ip: request.ip,
  });
  return issued.token;
}

/**
 * Follows a link of /user/activate (e-mail), /user/activatefast (phone) or /user/accountverify (a
 * new e-mail): the link alone is the proof, so no session is needed, and a link works once.
 */
export async function confirmContact(
  rt: PlayersRuntime,
  request: FastifyRequest,
  purpose: ActivationPurpose,
  token: string,
): Promise<{ userId: bigint }> {
  const site = await rt.siteOf(request);
  const row = await useLinkToken(rt, token, purpose, site.groupId);
  if (row.user_id === null) throw new AppError("LINK_INVALID");
  const now = rt.now();
  const patch =
    purpose === "activate_phone"
      ? { phone_verified_at: now }
      : purpose === "activate_email"
        ? { email_verified_at: now }
        : { email: String((row.data as { email?: unknown }).email ?? ""), email_verified_at: now };
  if (purpose === "verify_email" && !patch.email) throw new AppError("LINK_INVALID");
  try {
    const user = await updateUser(rt.db, site.groupId, row.user_id, patch);
    if (!user) throw new AppError("LINK_INVALID");
  } catch (err) {
    // The new e-mail was taken by another account since the link was sent.
    if ((err as { code?: string }).code === "23505") throw new AppError("EMAIL_TAKEN");
    throw err;
  }
  return { userId: row.user_id };
}
