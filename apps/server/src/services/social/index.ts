/** The social service's public face: what other services may use. */
export { socialService } from "./routes.ts";
