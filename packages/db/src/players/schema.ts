import type { Generated } from "kysely";

export interface UsersTable {
  id: Generated<bigint>;
  group_id: number;
  created_at: Generated<Date>;
}

export interface PlayersTables {
  users: UsersTable;
}
