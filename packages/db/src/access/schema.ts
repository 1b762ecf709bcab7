import type { ColumnType, Generated } from "kysely";

type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface AccessBlockRuleTable {
  id: Generated<number>;
  group_id: number;
  kind: string;
  value: Generated<string>;
  template_type_id: number;
  starts_at: NullableStamp;
  ends_at: NullableStamp;
  auth_only: Generated<boolean>;
  note: Generated<string>;
  created_at: Generated<Date>;
  created_by: bigint | null;
}

type Json = ColumnType<unknown, string | null, string | null>;

export interface SiteConfigVersionTable {
  id: Generated<number>;
  group_id: number;
  group_name: string;
  country: string;
  lang: string;
  /** The row's data before the change (null: there was no row). */
  before: Json;
  /** The row's data after the change (null: the row was removed). */
  data: Json;
  action: "put" | "delete" | "rollback";
  rolled_back_to: number | null;
  staff_id: bigint | null;
  staff_email: string;
  at: ColumnType<Date, Date | string | undefined, never>;
}

export interface AccessRedirectRuleTable {
  id: Generated<number>;
  group_id: number;
  kind: string;
  host: Generated<string>;
  country: Generated<string>;
  path: Generated<string>;
  target: string;
  code: Generated<number>;
  note: Generated<string>;
  created_at: Generated<Date>;
  created_by: bigint | null;
}

export interface TermsVersionTable {
  id: Generated<number>;
  group_id: number;
  version: number;
  lang: string;
  title: string;
  body: string;
  published_at: NullableStamp;
  created_at: Generated<Date>;
  created_by: bigint | null;
}

export interface TermsAcceptanceTable {
  user_id: bigint;
  group_id: number;
  version: number;
  accepted_at: Date;
}

export interface AccessTables {
  access_block_rule: AccessBlockRuleTable;
  site_config_version: SiteConfigVersionTable;
  access_redirect_rule: AccessRedirectRuleTable;
  terms_version: TermsVersionTable;
  terms_acceptance: TermsAcceptanceTable;
}
