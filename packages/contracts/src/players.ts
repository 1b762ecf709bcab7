/**
 * The players' answers (docs/players.md): sign-in, registration, sessions and tokens, one-tap and
 * the link pages. The server serialises them with these schemas; the shell, the registration remote
 * and the browser toolkit read the types (`import type`). Field names are the spec's (001 §4, §7).
 */
import { z } from "zod";

const signedIn = z.object({
  status: z.literal("ok"),
  user_id: z.number().int(),
  token: z.string(),
  expiresAt: z.number().int(),
  csrfToken: z.string(),
  redirectUrl: z.string().optional(),
  /** The sign-in before this one (epoch seconds, address); null at the first. */
  previousLogin: z.object({ at: z.number().int(), ip: z.string().nullable() }).nullable(),
});
const twoStepRequired = z.object({
  status: z.literal("two_step_required"),
  method: z.enum(["totp", "sms"]),
  form: z.literal("login_password_two_step_code"),
  expiresIn: z.number().int(),
});
/** Every sign-in (password, phone, SMS, two-step): signed in, or one more step. */
export const signInAnswer = z.discriminatedUnion("status", [signedIn, twoStepRequired]);
export type SignInAnswer = z.output<typeof signInAnswer>;
export type PreviousLogin = NonNullable<z.output<typeof signedIn>["previousLogin"]>;

/** POST /auth/sms/send: the code is on its way and expires in `expiresIn` seconds. */
export const sendSmsAnswer = z.object({ success: z.literal(true), expiresIn: z.number().int() });
export type SendSmsAnswer = z.output<typeof sendSmsAnswer>;

export const registrationType = z.enum(["fast_reg", "phone_reg", "full_reg", "soc_reg"]);
export type RegistrationType = z.output<typeof registrationType>;
/** Every registration: the new player is signed in; fast registration shows the generated credentials. */
export const registrationAnswer = z.object({
  status: z.literal("ok"),
  registration_type: registrationType,
  user_id: z.number().int(),
  token: z.string(),
  expiresAt: z.number().int(),
  csrfToken: z.string(),
  credentials: z.object({ login: z.string(), password: z.string() }).optional(),
  activation_required: z.boolean(),
});
export type RegistrationAnswer = z.output<typeof registrationAnswer>;

/** The answer of the user routes that only succeed or not (logout, link pages, password reset). */
export const successAnswer = z.object({ success: z.boolean(), message: z.string() });
export type SuccessAnswer = z.output<typeof successAnswer>;

/** GET /web-api/user/check-session: who the session belongs to, if anyone. */
export const checkSessionAnswer = z.object({ user_id: z.number().int().nullable() });
export type CheckSessionAnswer = z.output<typeof checkSessionAnswer>;

/** GET /web-api/csrf. */
export const csrfAnswer = z.object({ csrfToken: z.string() });
export type CsrfAnswer = z.output<typeof csrfAnswer>;

/** An access token and when it expires (epoch seconds). */
export const tokenData = z.object({ token: z.string(), expiresAt: z.number().int() });
/** GET /web-api/user/gettoken. */
export const getTokenAnswer = z.object({ data: tokenData });
export type GetTokenAnswer = z.output<typeof getTokenAnswer>;

/** GET /social-api/oauth/google-one-tap/clientId. */
export const oneTapClientIdAnswer = z.object({ clientId: z.string() });
export type OneTapClientIdAnswer = z.output<typeof oneTapClientIdAnswer>;

/** POST /social-api/oauth/google-one-tap: signed in (or a two-step page to go to). */
export const oneTapAnswer = z.object({
  redirectUrl: z.string(),
  status: z.enum(["ok", "two_step_required"]),
  user_id: z.number().int().nullable(),
  created: z.boolean(),
});
export type OneTapAnswer = z.output<typeof oneTapAnswer>;
