import type { Migration } from "kysely/migration";
import { staffMigration } from "./0600-staff.ts";

/** The staff service's tables (the back office, issue 16), numbered 0600–0699. Never edit an applied one. */
export const staffMigrations: Record<string, Migration> = {
  "0600_staff": staffMigration,
};
