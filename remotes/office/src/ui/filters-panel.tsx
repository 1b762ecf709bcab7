import { type ReactNode, useState } from "react";

/**
 * A page's filters. On a wide screen they are always shown; on a narrow one they fold behind a
 * button, so the list they filter starts on the first screen (issue 13 #28). CSS decides which
 * applies: the button is hidden on wide screens, the folded panel on narrow ones.
 */
export function FiltersPanel({ label, id, children }: { label: string; id: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="po-button po-button--ghost po-filters__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <div id={id} className="po-filters__panel" data-open={open ? "" : undefined}>
        {children}
      </div>
    </>
  );
}
