import { type ReactNode, useEffect, useRef } from "react";

export interface ModalProps {
  open: boolean;
  /** Called for Escape, the close button or a click on the backdrop (when `dismissible`). */
  onClose: () => void;
  /** id of the heading that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  /** false where the spec forbids closing (nothing but the dialog's own buttons ends it). */
  dismissible?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * A real modal `<dialog>` opened with showModal(): the rest of the page is inert, so focus stays
 * inside; Escape closes it (unless not dismissible); focus goes back to where it was. Children
 * render only while open, so every opening starts from a clean form.
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  describedBy,
  dismissible = true,
  className,
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const openRef = useRef(open);
  openRef.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape fires "cancel": we decide, so React state and the element never disagree.
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismissible) onCloseRef.current();
    };
    const onNativeClose = () => {
      // A browser may close a modal dialog on a second Escape even though "cancel" was refused (the
      // close-watcher rule against pages that trap the user). A dialog that must not be dismissed
      // opens again at once: only its own buttons end it.
      if (!dismissible && openRef.current && dialog.isConnected) {
        dialog.showModal();
        return;
      }
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onNativeClose);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onNativeClose);
      if (dialog.open) dialog.close();
    };
  }, [dismissible]);

  return (
    <dialog
      ref={ref}
      className={`modal ${className ?? ""}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onClick={(event) => {
        // Only a click on the backdrop lands on the dialog element itself (the content fills it).
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
      onKeyDown={(event) => {
        // A cancelled Escape makes no close request at all: the browser's "second Escape closes it"
        // rule never comes into play for a dialog that must not be dismissed.
        if (!dismissible && event.key === "Escape") event.preventDefault();
      }}
    >
      {open ? <div className="modal__body">{children}</div> : null}
    </dialog>
  );
}

/** The × button every dismissible dialog carries. */
export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="modal__close" aria-label={label} onClick={onClick}>
      <span aria-hidden="true">×</span>
    </button>
  );
}
