import { insertUser, isUniqueViolation, type NewUser, type UserRow, userExists } from "@parlay/db/players";
import { activationTypeFor, type RegistrationType } from "@parlay/domain/players";
import { attributionFromCookies, referrerIdFrom } from "@parlay/domain/privacy";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { assertStrongPassword, consume, generatePassword, hashPassword, provePhone } from "../auth/index.ts";
import { activationMail, sendEmail, sendSms, smsTexts } from "../outbox/index.ts";
import type { PlayersRuntime } from "../session/index.ts";
import { startSession } from "../session/index.ts";
import { issueActivation } from "./activation.ts";
import { countRegistration, type RegistrationContext, registrationGate } from "./gate.ts";
import { userLink } from "./links.ts";

export interface CommonInput {
  currency: string;
  country: string | undefined;
  bonus_choice: number;
  birth_date?: string | undefined;
  age_confirmed: boolean;
  ref?: string | undefined;
  lng: string;
}

/** The answer of every registration: signed in, plus the generated credentials when the site made them. */
export interface RegistrationAnswer {
  status: "ok";
  registration_type: RegistrationType;
  user_id: number;
  token: string;
  expiresAt: number;
  csrfToken: string;
  /** Only when the site generated them: shown once, never stored in clear. */
  credentials?: { login: string; password: string };
  activation_required: boolean;
}

function baseRow(
  ctx: RegistrationContext,
  input: CommonInput,
  type: RegistrationType,
  request: FastifyRequest,
): NewUser {
  const ref = input.ref ?? request.cookies.ref;
  // The referral cookies the landing page left (001 §5, §9; docs/cookies-and-referrals.md).
  const referral = attributionFromCookies(request.cookies);
  const referrer = referrerIdFrom(referral);
  return {
    group_id: ctx.groupId,
    currency: input.currency,
    country_code: ctx.countryCode,
    country_id: ctx.countryId,
    bonus_choice: input.bonus_choice,
    birth_date: input.birth_date ?? null,
    registration_type: type,
    ref_id: ref && /^[A-Za-z0-9_-]{1,64}$/.test(ref) ? ref : null,
    language: input.lng,
    user_data: JSON.stringify(input.birth_date ? { date_birthday: input.birth_date } : {}),
    verification_types: "[]",
    referral: referral ? JSON.stringify(referral) : null,
    referrer_id: referrer === null ? null : BigInt(referrer),
  };
}

/** full_reg's optional personal details, merged into user_data (the shape user config reads). */
function personalData(
  input: CommonInput & {
    name?: string | undefined;
    surname?: string | undefined;
    postcode?: string | undefined;
  },
): { user_data: string } | Record<string, never> {
  if (!input.name && !input.surname && !input.postcode) return {};
  return {
    user_data: JSON.stringify({
      ...(input.birth_date ? { date_birthday: input.birth_date } : {}),
      ...(input.name ? { name: input.name } : {}),
      ...(input.surname ? { surname: input.surname } : {}),
      ...(input.postcode ? { postcode: input.postcode } : {}),
    }),
  };
}

/**
 * Inserts the user and, in the same transaction, whatever else a new player gets (the main account
 * in the chosen currency), turning a lost race on e-mail or phone into 409.
 */
export async function createUser(row: NewUser, rt: PlayersRuntime): Promise<UserRow> {
  // The national self-exclusion register (when the site uses one): Y refuses the account.
  const data = JSON.parse(typeof row.user_data === "string" ? row.user_data : "{}") as Record<
    string,
    unknown
  >;
  const text = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? v : null);
  await rt.signInGuard.beforeRegistration(
    {
      email: row.email ?? null,
      birthDate: row.birth_date ?? null,
      firstName: text(data.name),
      lastName: text(data.surname),
      postcode: text(data.postcode),
    },
    rt.now(),
  );
  try {
    return await rt.db.transaction().execute(async (trx) => {
      // A bring-a-friend link must name a player of this site; anything else is not a referrer.
      const referrer = row.referrer_id;
      const known = referrer != null && (await userExists(trx, row.group_id, BigInt(referrer)));
      const user = await insertUser(trx, known ? row : { ...row, referrer_id: null });
      await rt.onPlayerCreated(trx, { userId: user.id, currency: user.currency });
      return user;
    });
  } catch (err) {
    if (isUniqueViolation(err, "users_email_unique")) throw new AppError("EMAIL_TAKEN");
    if (isUniqueViolation(err, "users_phone_unique")) throw new AppError("PHONE_TAKEN");
    throw err;
  }
}

async function signedIn(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  extra: { credentials?: { login: string; password: string }; activation_required: boolean },
): Promise<RegistrationAnswer> {
  await countRegistration(rt, request);
  const s = await startSession(rt, request, reply, { user, remember: false });
  return {
    status: "ok",
    registration_type: user.registration_type as RegistrationType,
    user_id: Number(user.id),
    token: s.token,
    expiresAt: s.expiresAt,
    csrfToken: s.csrfToken,
    ...extra,
  };
}

const gateOf = (
  rt: PlayersRuntime,
  request: FastifyRequest,
  input: CommonInput,
  captcha: string | undefined,
) =>
  registrationGate(rt, request, {
    country: input.country,
    birthDate: input.birth_date,
    ageConfirmed: input.age_confirmed,
    captcha,
  });

/** fast_reg: one click; the site makes the login (the account number) and a password, shown once. */
export async function registerFast(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: CommonInput & { captcha: string | undefined },
): Promise<RegistrationAnswer> {
  const ctx = await gateOf(rt, request, input, input.captcha);
  const password = generatePassword();
  const user = await createUser(
    {
      ...baseRow(ctx, input, "fast_reg", request),
      password_hash: await hashPassword(rt, password),
      activation_type: 0,
    },
    rt,
  );
  return signedIn(rt, request, reply, user, {
    credentials: { login: String(user.id), password },
    activation_required: false,
  });
}

/** phone_reg: the SMS code proves the phone; a password is chosen or generated (then shown once). */
export async function registerPhone(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: CommonInput & { smsCode: string; password?: string | undefined; captcha: string | undefined },
): Promise<RegistrationAnswer> {
  if (input.password !== undefined) assertStrongPassword(input.password);
  const ctx = await gateOf(rt, request, input, input.captcha);
  const { row, phone } = await provePhone(rt, request, input.smsCode);
  const password = input.password ?? generatePassword();
  const user = await createUser(
    {
      ...baseRow(ctx, input, "phone_reg", request),
      phone_code: phone.code,
      phone_number: phone.number,
      phone_verified_at: rt.now(),
      password_hash: await hashPassword(rt, password),
      activation_type: activationTypeFor("phone_reg", { email: false, phone: true }),
    },
    rt,
  );
  await consume(rt, row);
  const credentials = input.password === undefined ? { login: String(user.id), password } : undefined;
  return signedIn(rt, request, reply, user, {
    ...(credentials ? { credentials } : {}),
    activation_required: false,
  });
}

/**
 * full_reg: e-mail and password (and optionally a phone). Signed in at once; the account stays
 * unactivated until the e-mail link (and, with a phone, the SMS link) are followed.
 */
export async function registerEmail(
  rt: PlayersRuntime,
  request: FastifyRequest,
  reply: FastifyReply,
  input: CommonInput & {
    email: string;
    password: string;
    user_name?: string | undefined;
    name?: string | undefined;
    surname?: string | undefined;
    postcode?: string | undefined;
    phone?: { code: string; number: string } | undefined;
    newsletter: boolean;
    captcha: string | undefined;
  },
): Promise<RegistrationAnswer> {
  assertStrongPassword(input.password);
  const ctx = await gateOf(rt, request, input, input.captcha);
  const user = await createUser(
    {
      ...baseRow(ctx, input, "full_reg", request),
      ...personalData(input),
      email: input.email,
      user_name: input.user_name ?? null,
      phone_code: input.phone?.code ?? null,
      phone_number: input.phone?.number ?? null,
      newsletter: input.newsletter,
      password_hash: await hashPassword(rt, input.password),
      activation_type: activationTypeFor("full_reg", { email: true, phone: input.phone !== undefined }),
    },
    rt,
  );
  const mailToken = await issueActivation(rt, request, user, "activate_email");
  const mail = activationMail(userLink(rt, request, input.lng, "activate", mailToken), user.id);
  await sendEmail(rt.db, { to: input.email, ...mail, userId: user.id, at: rt.now() });
  if (input.phone) {
    const smsToken = await issueActivation(rt, request, user, "activate_phone");
    const link = userLink(rt, request, input.lng, "activatefast", smsToken);
    await sendSms(rt.db, {
      to: `${input.phone.code}${input.phone.number}`,
      text: smsTexts.activatePhone(link),
      userId: user.id,
      at: rt.now(),
    });
  }
  return signedIn(rt, request, reply, user, { activation_required: true });
}
