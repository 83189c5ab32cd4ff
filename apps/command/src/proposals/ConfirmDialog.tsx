import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@travel/ui';

export interface ConfirmDialogProps {
  title: string;
  /** What will happen, in words (the client's email, the offer's name). */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The last attempt's failure, shown in the dialog; the dialog stays open to try again. */
  failure: string | null;
  /** A destructive act (delete, remove) gets the danger button. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * "Are you sure?" before a proposal call that cannot be undone: a modal dialog (focus kept
 * inside it, Escape closes, the focus returns to the button that opened it), blocked while the
 * call runs.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, busy, failure, danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('command');
  return (
    <Modal title={title} onClose={onClose} closeLabel={t('proposals.dialog.cancel')} blocking={busy}>
      <div className="proposal-dialog">
        {children}
        {failure ? <p className="form-alert" role="alert">{failure}</p> : null}
        <div className="proposal-dialog-actions">
          <button type="button" className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`} onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? busyLabel : confirmLabel}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>{t('proposals.dialog.cancel')}</button>
        </div>
      </div>
    </Modal>
  );
}
