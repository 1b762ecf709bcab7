/**
 * The shapes the back office writes (issue 16 §1, §2): one config row and the maintenance
 * schedule. The config service validates its routes with these, and the back-office web app its
 * forms, so an operator sees the server's rule before sending (docs/backoffice.md "Site config").
 */
import { z } from "zod";
import { CONFIG_GROUPS, type ConfigGroupName, configGroupSchemas, maintenanceConfig } from "./site-config.ts";

/** '*' (every country or language) or two lower-case letters. */
export const configScope = z.string().regex(/^(\*|[a-z]{2})$/, "'*' or two lower-case letters");

export const configRowInput = z.strictObject({
  groupId: z.number().int().positive(),
  group: z.enum(CONFIG_GROUPS),
  /** '*' or a lower-case ISO alpha-2 code. */
  country: configScope,
  /** '*' or a two-letter language code. */
  lang: configScope,
  /** Any subset of the group's fields; nested objects merge into less specific rows, arrays replace. */
  data: z.record(z.string(), z.unknown()),
});
export type ConfigRowInput = z.input<typeof configRowInput>;

/** The maintenance schedule of a site: the windows must end after they start. */
export const maintenanceSchedule = z
  .object({ groupId: z.number().int().positive().max(2_147_483_647) })
  .extend(maintenanceConfig.shape)
  .refine((m) => m.started_at === null || m.ended_at === null || m.ended_at > m.started_at, {
    message: "ended_at must be after started_at",
    path: ["ended_at"],
  })
  .refine(
    (m) =>
      m.notify_started_at === null || m.notify_ended_at === null || m.notify_ended_at > m.notify_started_at,
    { message: "notify_ended_at must be after notify_started_at", path: ["notify_ended_at"] },
  );
export type MaintenanceSchedule = z.infer<typeof maintenanceSchedule>;

/** The fields of a group, in the schema's order. */
export function configGroupFields(group: ConfigGroupName): string[] {
  return Object.keys(configGroupSchemas[group].shape);
}

/**
 * Each field of `data` checked alone against the group's schema (a row holds any subset of the
 * fields; the merged row is checked by the write path): field name → first problem. An unknown
 * field is a problem too.
 */
export function configFieldProblems(
  group: ConfigGroupName,
  data: Record<string, unknown>,
): Record<string, string> {
  const shape = configGroupSchemas[group].shape as Record<string, z.ZodType>;
  const problems: Record<string, string> = {};
  for (const [field, value] of Object.entries(data)) {
    const schema = shape[field];
    if (!schema) {
      problems[field] = `${group} has no field ${field}`;
      continue;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const at = issue?.path.length ? `${issue.path.join(".")}: ` : "";
      problems[field] = `${at}${issue?.message ?? "invalid"}`;
    }
  }
  return problems;
}
