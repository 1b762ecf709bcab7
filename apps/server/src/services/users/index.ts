/** The users service's public face: what other services may use. */

export { countryIdField, currencyField, registrationCommon } from "./fields.ts";
export { markHasDeposit } from "./first-deposit.ts";
export { countRegistration, registrationGate } from "./gate.ts";
export { readPlayerSettings } from "./player-settings.ts";
export { usersService } from "./routes.ts";
export { managerAnswer, managerOfSite, referralsAnswer, referralsOf } from "./routes-privacy.ts";
export { timezoneChoices } from "./routes-security.ts";
export { registrationAnswer, securityAnswer, settingsAnswer, timezonesAnswer } from "./schemas.ts";
export { securitySummary } from "./security.ts";
