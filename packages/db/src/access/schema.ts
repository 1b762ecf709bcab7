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

export interface AccessTables {
  access_block_rule: AccessBlockRuleTable;
}
