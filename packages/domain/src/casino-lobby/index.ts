/**
 * The casino lobby's rules (docs/casino.md "Lobby"), shared by the server's catalogue and the casino
 * remote: which games a lobby page lists, game slugs and canonical game addresses, the session
 * chrome's arithmetic. Pure: no IO, no clock.
 */
export * from "./demo.ts";
export * from "./originals.ts";
export * from "./pages.ts";
export * from "./session.ts";
export * from "./slug.ts";
