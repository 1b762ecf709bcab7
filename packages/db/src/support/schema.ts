import type { ColumnType, Generated } from "kysely";

type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<Record<string, unknown>, string | undefined, string>;

export interface PlayerMessageTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: string;
  params: Json;
  created_at: Stamp;
  read_at: NullableStamp;
}

export interface SupportTicketTable {
  id: Generated<bigint>;
  user_id: bigint;
  kind: "support" | "idea";
  subject: string;
  status: Generated<"open" | "answered">;
  created_at: Stamp;
  updated_at: Stamp;
}

export interface SupportPostTable {
  id: Generated<bigint>;
  ticket_id: bigint;
  /** null: the player wrote it. */
  staff_id: bigint | null;
  staff_name: string | null;
  body: string;
  created_at: Stamp;
}

export interface SupportAttachmentTable {
  id: Generated<bigint>;
  post_id: bigint;
  mime: string;
  name: string;
  size: number;
  bytes: Uint8Array;
}

export interface SupportChatTable {
  id: Generated<bigint>;
  user_id: bigint;
  /** null: the player wrote it. */
  staff_id: bigint | null;
  staff_name: string | null;
  /** Left with the offline form while no agent was online. */
  offline: Generated<boolean>;
  body: string;
  created_at: Stamp;
  /** When the other side read it. */
  read_at: NullableStamp;
}

export interface SupportTables {
  player_message: PlayerMessageTable;
  support_ticket: SupportTicketTable;
  support_post: SupportPostTable;
  support_attachment: SupportAttachmentTable;
  support_chat: SupportChatTable;
}
