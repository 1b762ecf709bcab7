import { config } from "zod/mini";

/**
 * zod probes for `new Function` the first time it parses an object; under our CSP (no
 * 'unsafe-eval') the browser reports that probe as a violation even though zod catches it.
 * jitless skips the probe. The page's only zod is zod/mini (the render protocol's schema); it keeps
 * this setting on globalThis. The server keeps the faster compiled parsers.
 */
if (typeof document !== "undefined") config({ jitless: true });
