import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';
import './modal.css';

/**
 * A modal dialog on the native <dialog> element: focus moves into it, the page behind is
 * inert, and Escape closes it unless it is blocking. With `closeLabel` (and `onClose`) its
 * header has a close button beside the title, in a column of its own, so a long title wraps
 * before it reaches the button, whichever way the page reads.
 */
export function Modal({ title, children, blocking = false, onClose, closeLabel }: {
  title: ReactNode;
  children: ReactNode;
  blocking?: boolean;
  onClose?: (() => void) | undefined;
  /** The close button's accessible name; without it the dialog has no close button. */
  closeLabel?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closable = !blocking && onClose !== undefined && closeLabel !== undefined;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        if (!blocking) onClose?.();
      }}
    >
      <div className={`modal-header${closable ? ' has-close' : ''}`}>
        <h2 id={titleId} className="modal-title">{title}</h2>
        {closable ? (
          <button type="button" className="modal-close" onClick={onClose}>
            <X aria-hidden="true" size={20} />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        ) : null}
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
