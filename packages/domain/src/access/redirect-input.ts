/**
 * A redirect rule as the back office writes it (issue 16 §4): the redirects service validates its
 * routes with it and the back-office form too. Whether the rule fits its kind is
 * redirectRuleProblem's (422 REDIRECT_RULE_INVALID on the server).
 */
import { z } from "zod";
import { REDIRECT_KINDS } from "./redirects.ts";

export const redirectRuleInput = z.object({
  groupId: z.coerce.number().int().positive().max(2_147_483_647),
  kind: z.enum(REDIRECT_KINDS),
  host: z.string().trim().toLowerCase().max(253).default(""),
  country: z.string().trim().toUpperCase().max(2).default(""),
  path: z.string().trim().max(500).default(""),
  target: z.string().trim().min(1).max(2000),
  code: z.number().int().default(301),
  note: z.string().trim().max(500).default(""),
});
export type RedirectRuleInput = z.input<typeof redirectRuleInput>;
