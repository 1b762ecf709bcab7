import { countFailures, recordFailures } from "@parlay/db/players";
import { countryId } from "@parlay/domain/config";
import { checkAge } from "@parlay/domain/players";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/errors.ts";
import { checkCaptcha } from "../captcha/index.ts";
import type { PlayersRuntime } from "../session/index.ts";

/** More registrations than this from one address within an hour need a captcha. */
export const REGISTRATIONS_PER_ADDRESS = 3;
const registrationKey = (ip: string) => `registration:${ip}`;

export interface RegistrationContext {
  groupId: number;
  countryCode: string;
  countryId: number;
  minAge: number;
}

/**
 * What every registration checks first: the site allows registration (never on a VIP domain,
 * spec 000 §5), a captcha past the per-address threshold, and the age against the config's minAge
 * for the player's country — from the birth date when given, else the player's own confirmation.
 */
export async function registrationGate(
  rt: PlayersRuntime,
  request: FastifyRequest,
  input: {
    country: string | undefined;
    birthDate: string | undefined;
    ageConfirmed: boolean;
    captcha: string | undefined;
  },
): Promise<RegistrationContext> {
  const site = await rt.siteOf(request);
  const country = input.country ?? String(request.headers["x-country-code"] ?? "").toLowerCase();
  const id = countryId(country);
  if (id === undefined)
    throw new AppError("VALIDATION", "body.country: the country is required (country or countryId)");
  const { data: config } = await rt.config.getAll({ host: rt.hostOf(request), country });
  if (!config.isRegistrationAllowed || config.isVipDomain) throw new AppError("REGISTRATION_CLOSED");
  const since = new Date(rt.now().getTime() - 3_600_000);
  const recent = await countFailures(rt.db, registrationKey(request.ip), since);
  await checkCaptcha(rt, recent >= REGISTRATIONS_PER_ADDRESS, input.captcha);
  if (input.birthDate !== undefined) {
    const age = checkAge(input.birthDate, config.minAge, rt.now());
    if (!age.ok && age.reason === "under_age") {
      throw new AppError("UNDER_AGE", `You must be at least ${config.minAge} to register`, {
        minAge: config.minAge,
      });
    }
    if (!age.ok) throw new AppError("VALIDATION", `body.birth_date: ${age.reason.replace("_", " ")}`);
  } else if (!input.ageConfirmed) {
    throw new AppError(
      "VALIDATION",
      `body.age_confirmed: confirm you are at least ${config.minAge} (or give birth_date)`,
      {
        minAge: config.minAge,
      },
    );
  }
  return { groupId: site.groupId, countryCode: country, countryId: id, minAge: config.minAge };
}

/** Counts a registration from the request's address (towards the captcha threshold). */
export async function countRegistration(rt: PlayersRuntime, request: FastifyRequest): Promise<void> {
  await recordFailures(rt.db, [registrationKey(request.ip)], rt.now());
}
