import type { ColumnType, Generated } from "kysely";
import type { AccessTables } from "./access/schema.ts";
import type { BettingTables } from "./betting/schema.ts";
import type { CasinoTables } from "./casino/schema.ts";
import type { LimitsTables } from "./limits/schema.ts";
import type { OriginalsTables } from "./originals/schema.ts";
import type { PlayersTables } from "./players/schema.ts";
import type { SportsbookTables } from "./sportsbook/schema.ts";
import type { StaffTables } from "./staff/schema.ts";
import type { SupportTables } from "./support/schema.ts";
import type { VerificationTables } from "./verification/schema.ts";
import type { WalletTables } from "./wallet/schema.ts";

export interface SiteTable {
  group_id: number;
  name: string;
  created_at: Generated<Date>;
}

export interface SiteDomainTable {
  host: string;
  group_id: number;
  is_mirror: Generated<boolean>;
  is_vip_domain: Generated<boolean>;
}

export interface SiteConfigGroupTable {
  group_id: number;
  group_name: string;
  country: Generated<string>;
  lang: Generated<string>;
  data: ColumnType<Record<string, unknown>, string, string>;
  updated_at: Generated<Date>;
}

export interface SeoPageTable {
  group_id: number;
  stream: string;
  section: Generated<string>;
  lang: string;
  title: string;
  description: string;
  meta_robots: Generated<string>;
  hierarchy_meta_robots: string | null;
  metas: ColumnType<unknown[], string | undefined, string>;
  custom_canonical: ColumnType<Record<string, unknown> | null, string | null, string | null>;
}

export interface ConfigTables {
  site: SiteTable;
  site_domain: SiteDomainTable;
  site_config_group: SiteConfigGroupTable;
  seo_page: SeoPageTable;
}

/** Every table, grouped by the service that owns it. */
export interface Database
  extends ConfigTables,
    PlayersTables,
    WalletTables,
    SportsbookTables,
    BettingTables,
    LimitsTables,
    StaffTables,
    AccessTables,
    VerificationTables,
    SupportTables,
    CasinoTables,
    OriginalsTables {}
