import type { PaymentStatus } from "../api/types.ts";
import type { OfficeDictionary } from "../i18n/index.ts";

/** A payment's status as text (the colour only repeats what the word says). */
export function StatusBadge({ status, t }: { status: PaymentStatus; t: OfficeDictionary }) {
  return (
    <span className="po-status" data-status={status}>
      {t.statuses[status]}
    </span>
  );
}
