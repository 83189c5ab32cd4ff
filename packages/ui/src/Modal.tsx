import { useEffect, useId, useRef, type ReactNode } from 'react';
import './modal.css';

/**
 * A modal dialog on the native <dialog> element: focus moves into it, the page behind is
 * inert, and Escape closes it unless it is blocking.
 */
export function Modal({ title, children, blocking = false, onClose }: {
  title: string;
  children: ReactNode;
  blocking?: boolean;
  onClose?: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
      <h2 id={titleId} className="modal-title">{title}</h2>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
