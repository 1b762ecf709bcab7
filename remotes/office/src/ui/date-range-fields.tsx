/**
 * The from–to date pair and the apply / clear buttons of the office's history filters (bet history,
 * transfer history): each date bounds the other, and both point at the page's date message.
 */
export interface DateRange {
  from: string;
  to: string;
}

export function DateRangeFields<D extends DateRange>({
  idPrefix,
  draft,
  setDraft,
  invalid,
  describedBy,
  labels,
}: {
  idPrefix: string;
  draft: D;
  setDraft: (next: D) => void;
  invalid: boolean;
  describedBy: string;
  labels: { from: string; to: string };
}) {
  const common = { "aria-invalid": invalid ? true : undefined, "aria-describedby": describedBy } as const;
  return (
    <>
      <div className="po-field">
        <label htmlFor={`${idPrefix}-from`}>{labels.from}</label>
        <input
          id={`${idPrefix}-from`}
          type="date"
          value={draft.from}
          max={draft.to || undefined}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          {...common}
        />
      </div>
      <div className="po-field">
        <label htmlFor={`${idPrefix}-to`}>{labels.to}</label>
        <input
          id={`${idPrefix}-to`}
          type="date"
          value={draft.to}
          min={draft.from || undefined}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          {...common}
        />
      </div>
    </>
  );
}

export function FilterActions({
  apply,
  clear,
  onClear,
}: {
  apply: string;
  clear: string;
  onClear: () => void;
}) {
  return (
    <div className="po-actions po-filters__actions">
      <button type="submit" className="po-button po-button--primary">
        {apply}
      </button>
      <button type="button" className="po-button po-button--ghost" onClick={onClear}>
        {clear}
      </button>
    </div>
  );
}
