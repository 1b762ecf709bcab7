import type { Service } from "../context.ts";

/** Where only development serves anything: the payment sandbox, the mailbox, the feed controls. */
export const DEVELOPMENT_PREFIXES = ["/psp", "/dev"] as const;

/**
 * In production every path under those prefixes answers the site's JSON 404, instead of falling
 * through to the shell's catch-all (which redirects it to a language page or answers 405): nothing
 * there may look as if it exists, whatever a variable or a mistaken wiring would mount.
 */
export const developmentSurfacesClosed: Service = async (app, ctx) => {
  if (!ctx.env.production) return;
  for (const prefix of DEVELOPMENT_PREFIXES) {
    for (const url of [prefix, `${prefix}/*`]) {
      app.all(url, { schema: { hide: true } }, (_request, reply) => reply.callNotFound());
    }
  }
};
