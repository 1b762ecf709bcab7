/** The health service's public face: what other services may use. */
export { healthService } from "./routes.ts";
