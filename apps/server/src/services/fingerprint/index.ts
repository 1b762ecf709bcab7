/** The fingerprint service's public face: what other services may use. */

export { fingerprintService } from "./routes.ts";
export { deviceOf } from "./token.ts";
