import { z } from "zod";

/**
 * What the fingerprint script reads from the browser. Bounded on every side: it is attacker
 * input, and its hash (not its content) is what the server keeps.
 */
export const componentsSchema = z
  .object({
    userAgent: z.string().max(512),
    language: z.string().max(64),
    languages: z.array(z.string().max(64)).max(10),
    platform: z.string().max(64),
    timezone: z.string().max(64),
    timezoneOffset: z.number().int().min(-1440).max(1440),
    screen: z
      .object({
        width: z.number().int().min(0).max(100_000),
        height: z.number().int().min(0).max(100_000),
        colorDepth: z.number().int().min(0).max(128),
        pixelRatio: z.number().min(0).max(100),
      })
      .strict(),
    hardwareConcurrency: z.number().int().min(0).max(4096),
    deviceMemory: z.number().min(0).max(4096),
    touchPoints: z.number().int().min(0).max(1000),
    cookieEnabled: z.boolean(),
  })
  .strict();
export type Components = z.infer<typeof componentsSchema>;

/** The same components always give the same text: keys in a fixed order. */
export function canonicalComponents(c: Components): string {
  return JSON.stringify({
    userAgent: c.userAgent,
    language: c.language,
    languages: c.languages,
    platform: c.platform,
    timezone: c.timezone,
    timezoneOffset: c.timezoneOffset,
    screen: {
      width: c.screen.width,
      height: c.screen.height,
      colorDepth: c.screen.colorDepth,
      pixelRatio: c.screen.pixelRatio,
    },
    hardwareConcurrency: c.hardwareConcurrency,
    deviceMemory: c.deviceMemory,
    touchPoints: c.touchPoints,
    cookieEnabled: c.cookieEnabled,
  });
}
