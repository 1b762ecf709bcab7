import { config } from "zod";

/**
 * zod probes for `new Function` the first time it parses an object; under our CSP (no
 * 'unsafe-eval') the browser reports that probe as a violation even though zod catches it.
 * jitless skips the probe. zod keeps this setting on globalThis, so the remotes' bundled copies,
 * loaded after the shell, inherit it. The server keeps the faster compiled parsers.
 */
if (typeof document !== "undefined") config({ jitless: true });
