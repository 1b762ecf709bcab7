import {
  findSocialIdentity,
  findUserByEmail,
  findUserById,
  insertSocialIdentity,
  insertUser,
  isUniqueViolation,
  type UserRow,
} from "@parlay/db/players";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { finishSignIn, type SignInAnswer } from "../auth/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { countRegistration, registrationGate } from "../users/index.ts";
import type { IdTokenVerifier, VerifiedIdentity } from "./oidc.ts";

export const ONE_TAP_PROVIDER = "google";

export interface NewAccountInput {
  currency?: string | undefined;
  country?: string | undefined;
  bonus_choice?: number | undefined;
  birth_date?: string | undefined;
  age_confirmed: boolean;
  captcha: string | undefined;
}

/** The verified identity behind a credential, or 401 SOCIAL_TOKEN_INVALID. */
export async function verifiedIdentity(
  rt: PlayersRuntime,
  verifier: IdTokenVerifier,
  credential: string,
): Promise<VerifiedIdentity> {
  try {
    return await verifier.verify(credential, rt.now());
  } catch {
    throw new AppError("SOCIAL_TOKEN_INVALID");
  }
}

/**
 * soc_reg: a new account for a verified identity, linked to it in the same transaction. The
 * provider's e-mail is kept (verified) only when the provider verified it and no account on this
 * site has it: linking to an existing account by e-mail alone would let whoever controls that
 * address at the provider take the account over.
 */
export async function registerSocial(
  rt: PlayersRuntime,
  request: FastifyRequest,
  identity: VerifiedIdentity,
  input: NewAccountInput,
): Promise<UserRow> {
  if (!input.currency) throw new AppError("VALIDATION", "currency is required to open an account");
  const ctx = await registrationGate(rt, request, {
    country: input.country,
    birthDate: input.birth_date ?? identity.birthdate ?? undefined,
    ageConfirmed: input.age_confirmed,
    captcha: input.captcha,
  });
  const emailFree =
    identity.email && identity.emailVerified && !(await findUserByEmail(rt.db, ctx.groupId, identity.email));
  const now = rt.now();
  try {
    const user = await rt.db.transaction().execute(async (trx) => {
      const row = await insertUser(trx, {
        group_id: ctx.groupId,
        currency: input.currency as string,
        country_code: ctx.countryCode,
        country_id: ctx.countryId,
        bonus_choice: input.bonus_choice ?? 0,
        birth_date: input.birth_date ?? identity.birthdate,
        registration_type: "soc_reg",
        activation_type: 0,
        user_name: identity.name,
        email: emailFree ? identity.email : null,
        email_verified_at: emailFree ? now : null,
        language: null,
        user_data: "{}",
        verification_types: "[]",
      });
      await insertSocialIdentity(trx, {
        provider: ONE_TAP_PROVIDER,
        subject: identity.subject,
        group_id: ctx.groupId,
        user_id: row.id,
        email: identity.email,
        created_at: now,
      });
      await rt.onPlayerCreated(trx, { userId: row.id, currency: row.currency });
      return row;
    });
    await countRegistration(rt, request);
    return user;
  } catch (err) {
    if (isUniqueViolation(err, "social_identities_pk")) throw new AppError("SOCIAL_TAKEN");
    if (isUniqueViolation(err)) throw new AppError("EMAIL_TAKEN");
    throw err;
  }
}

/** The account linked to an identity on the request's site, if any. */
export async function linkedUser(
  rt: PlayersRuntime,
  request: FastifyRequest,
  identity: VerifiedIdentity,
): Promise<UserRow | undefined> {
  const site = await rt.siteOf(request);
  const link = await findSocialIdentity(rt.db, site.groupId, ONE_TAP_PROVIDER, identity.subject);
  return link ? findUserById(rt.db, site.groupId, link.user_id) : undefined;
}

/** Signs in the linked account (a second step when it has one: social two-step), or opens one. */
export async function socialSignIn(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  identity: VerifiedIdentity,
  input: NewAccountInput,
): Promise<{ answer: SignInAnswer; created: boolean }> {
  const existing = await linkedUser(rt, request, identity);
  const user = existing ?? (await registerSocial(rt, request, identity, input));
  const answer = await finishSignIn(rt, request, reply, {
    user,
    remember: false,
    fingerprint: null,
    social: true,
  });
  return { answer, created: !existing };
}
