/**
 * The players module's public face: the Authenticator for ServiceContext, the services to mount,
 * the outbox worker to start. See docs/players.md "Mounting".
 */
import type { Service } from "../../context.ts";
import { authService } from "../auth/routes.ts";
import { captchaService } from "../captcha/routes.ts";
import { fingerprintService } from "../fingerprint/routes.ts";
import { outboxService } from "../outbox/routes.ts";
import { socialService } from "../social/routes.ts";
import { transferService } from "../transfer/routes.ts";
import { usersService } from "../users/routes.ts";
import { sessionService } from "./routes.ts";

export { type OutboxWorker, type OutboxWorkerOptions, startOutboxWorker } from "../outbox/worker.ts";
export { markHasDeposit } from "../users/first-deposit.ts";
export { createSessionAuthenticator, type SessionAuthenticator } from "./authenticator.ts";
export { createPlayersRuntime, type PlayersOptions, type PlayersSetup } from "./runtime.ts";
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
