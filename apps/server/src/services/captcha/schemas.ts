import { z } from "zod";

/** An ALTCHA v2 challenge, as the widget expects it. */
export const challengeAnswer = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

export const validateBody = z.object({
  captcha: z.string({ error: "captcha is required: the solved ALTCHA payload" }).min(1).max(8192),
});

export const validateAnswer = z.object({
  success: z.boolean(),
  /** 1 passed; 0 failed, try again; 2 failed and the user was logged out. */
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Server time, Unix seconds. */
  time: z.number().int(),
  error_message: z.string().nullable(),
});

export const timeAnswer = z.object({ time: z.number().int() });
export const updateAnswer = z.object({ time: z.number().int(), challenge: challengeAnswer });
