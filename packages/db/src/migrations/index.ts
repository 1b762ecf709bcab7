import type { Migration } from "kysely/migration";
import { accessMigrations } from "../access/migrations.ts";
import { bettingMigrations } from "../betting/migrations.ts";
import { casinoMigrations } from "../casino/migrations.ts";
import { limitsMigrations } from "../limits/migrations.ts";
import { originalsMigrations } from "../originals/migrations.ts";
import { playersMigrations } from "../players/migrations.ts";
import { sportsbookMigrations } from "../sportsbook/migrations.ts";
import { staffMigrations } from "../staff/migrations.ts";
import { supportMigrations } from "../support/migrations.ts";
import { verificationMigrations } from "../verification/migrations.ts";
import { walletMigrations } from "../wallet/migrations.ts";
import * as m0001 from "./0001_site_config.ts";

/** Every migration in order. Names sort lexically; never rename or edit an applied one. */
export const migrations: Record<string, Migration> = {
  "0001_site_config": m0001,
  ...playersMigrations,
  ...walletMigrations,
  ...sportsbookMigrations,
  ...bettingMigrations,
  ...limitsMigrations,
  ...staffMigrations,
  ...accessMigrations,
  ...verificationMigrations,
  ...supportMigrations,
  ...casinoMigrations,
  ...originalsMigrations,
};
