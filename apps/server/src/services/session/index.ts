/**
 * The players module's public face: the Authenticator for ServiceContext, the services to mount,
 * the outbox worker to start. See docs/players.md "Mounting".
 */
import type { Service } from "../../context.ts";
import { authService } from "../auth/index.ts";
import { captchaService } from "../captcha/index.ts";
import { fingerprintService } from "../fingerprint/index.ts";
import { outboxService } from "../outbox/index.ts";
import { socialService } from "../social/index.ts";
import { transferService } from "../transfer/index.ts";
import { usersService } from "../users/index.ts";
import { sessionService } from "./routes.ts";

export { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "../outbox/index.ts";
export {
  markHasDeposit,
  readPlayerSettings,
  referralsAnswer,
  referralsOf,
  securityAnswer,
  securitySummary,
  settingsAnswer,
  timezoneChoices,
  timezonesAnswer,
} from "../users/index.ts";
export { createSessionAuthenticator, type SessionAuthenticator } from "./authenticator.ts";
export { liveSessions, loginHistory } from "./player-sessions.ts";
export {
  type GrantedPlayer,
  RENDER_GRANT_TTL_SECONDS,
  type RenderGrants,
  renderGrantsFor,
} from "./render-grant.ts";
export {
  createPlayersRuntime,
  type NewPlayerPerson,
  type PlayersOptions,
  type PlayersSetup,
  type SignInGuard,
} from "./runtime.ts";
export { loginHistoryAnswer, sessionsAnswer } from "./schemas.ts";
export { loadSecrets, type PlayersSecrets } from "./secrets.ts";

/** Every players service, in mounting order. */
export const playersServices: Service[] = [
  sessionService,
  captchaService,
  fingerprintService,
  authService,
  usersService,
  socialService,
  transferService,
  outboxService,
];
export { playersFor } from "./authenticator.ts";
export { COOKIES, cookieOptions, setCookie } from "./cookies.ts";
export { hmac, randomToken, safeEqual, seal, sha256, unseal } from "./crypto.ts";
export { knownDevice } from "./known-device.ts";
export { perMinute, registerRateLimit } from "./rate-limit.ts";
export type { PlayersRuntime } from "./runtime.ts";
export { type ActiveSession, clearSessionCookies, type PreviousLogin, startSession } from "./sessions.ts";
export { testOptions } from "./testing.ts";
