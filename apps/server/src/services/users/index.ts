/** The users service's public face: what other services may use. */

export { countryIdField, currencyField, registrationCommon } from "./fields.ts";
export { markHasDeposit } from "./first-deposit.ts";
export { countRegistration, registrationGate } from "./gate.ts";
export { usersService } from "./routes.ts";
export { registrationAnswer } from "./schemas.ts";
