import { useEffect, useRef, useState } from "react";

/**
 * A button that asks before acting: a modal <dialog> (focus trapped and Escape closing it by the
 * browser) naming what will happen, with Cancel focused first.
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel = label,
  onConfirm,
}: {
  label: string;
  question: string;
  confirmLabel?: string;
  onConfirm: () => Promise<void> | void;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <dialog ref={ref} onClose={() => setOpen(false)} aria-label={label} className="confirm">
        <p>{question}</p>
        <div className="actions">
          {/* biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a confirm dialog */}
          <button type="button" autoFocus onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button
            type="button"
            onClick={async () => {
              setOpen(false);
              await onConfirm();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}
