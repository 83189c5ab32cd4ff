import { useEffect, useId, useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { keepTabInside } from './keepTabInside';

export interface FilterSheetProps {
  title: string;
  closeLabel: string;
  applyLabel: string;
  clearLabel: string;
  /** Apply what the sheet holds; the caller closes it. */
  onApply: () => void;
  /** Take every filter off in the sheet; nothing applies until Apply. */
  onClear: () => void;
  /** Close without applying: the close button, Escape, the phone's back gesture. */
  onClose: () => void;
  children: ReactNode;
}

/**
 * The filters on a phone: a full-screen modal dialog (native <dialog>, so the page behind is
 * inert) with the filters between a title bar and Clear and Apply. Focus starts on the close
 * button and Tab stays inside; the caller gives it back to what opened the sheet. A box the
 * filters mark invalid (setCustomValidity) stops Apply and takes the focus.
 */
export function FilterSheet({ title, closeLabel, applyLabel, clearLabel, onApply, onClear, onClose, children }: FilterSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    closeRef.current?.focus();
    return () => dialog?.close?.();
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!form.checkValidity()) {
      form.querySelector<HTMLElement>(':invalid:not(fieldset)')?.focus();
      return;
    }
    onApply();
  };

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Here, not in onCancel: without a user action since the last Escape, Chromium closes a dialog with no cancel event.
      event.preventDefault();
      onClose();
    } else if (ref.current) {
      keepTabInside(event, ref.current);
    }
  };

  return (
    <dialog
      ref={ref}
      className="results-sheet"
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={keyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // A close the page did not ask for (a back gesture); not the one a remount makes before opening again.
        if (!event.currentTarget.open) onClose();
      }}
    >
      <form className="results-sheet-form" onSubmit={submit} noValidate>
        <div className="results-sheet-head">
          <h2 id={titleId} className="results-sheet-title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="results-sheet-close" onClick={onClose}>
            <X aria-hidden="true" size={22} />
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        <div className="results-sheet-body">{children}</div>
        <div className="results-sheet-actions">
          <button type="button" className="btn btn-outline" onClick={onClear}>
            {clearLabel}
          </button>
          <button type="submit" className="btn btn-primary">
            {applyLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
