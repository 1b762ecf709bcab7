/** The transfer service's public face: what other services may use. */
export { transferService } from "./routes.ts";
