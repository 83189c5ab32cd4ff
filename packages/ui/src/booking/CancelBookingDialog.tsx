import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_ERROR_CODES, type Booking, type CancellationQuote } from '@travel/contracts';
import { selectLanguage, useAppSelector, useCancelBookingMutation, useCancellationQuoteQuery, type ApiQueryError, type CancellationLookup } from '@travel/store';
import { Modal } from '../Modal';
import { Skeleton } from '../Skeleton';
import { useApiErrorText } from '../errors';
import { BookedPolicy } from './BookedPolicy';
import { sentenceWithReference } from './BookingReference';
import { formatMinor } from './format';
import './cancel-dialog.css';

export interface CancelBookingDialogProps {
  booking: Booking;
  /** A booking made without an account is reached with its lead traveller's email. */
  email?: string | undefined;
  /** An agent cancels for the traveller (the Command Center): the agency's calls, and the refund worded as the traveller's. */
  onBehalf?: boolean;
  onClose: () => void;
  onCancelled: (cancelled: Booking) => void;
}

/** The texts an agent reads differently: the money goes back to the traveller, not to them. */
const ON_BEHALF_WORDING: ReadonlySet<string> = new Set(['keep', 'refundCard', 'refundWallet', 'free']);

/**
 * What cancelling costs and gives back, from the server now; then the cancellation itself.
 * A refund that changed in between (the free period ended) is shown again before anything
 * happens. My Trips, Find my booking and the Command Center all cancel with this one dialog.
 */
export function CancelBookingDialog({ booking, email, onBehalf = false, onClose, onCancelled }: CancelBookingDialogProps) {
  const { t } = useTranslation(['checkout', 'common']);
  const { apiErrorMessage } = useApiErrorText();
  const lookup: CancellationLookup = { reference: booking.reference, ...(email && { email }), ...(onBehalf && { onBehalf }) };
  const quote = useCancellationQuoteQuery(lookup, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [refundBefore, setRefundBefore] = useState<number | null>(null);
  const say = (key: string, values?: Record<string, string>) => t(onBehalf && ON_BEHALF_WORDING.has(key) ? `cancel.onBehalf.${key}` : `cancel.${key}`, values);

  async function confirm(current: CancellationQuote) {
    setProblem(null);
    setRefundBefore(null);
    const result = await cancel({ ...lookup, expectedRefund: current.refund.total });
    if ('data' in result && result.data) {
      onCancelled(result.data);
      return;
    }
    const error = result.error as ApiQueryError;
    if (error.code === BOOKING_ERROR_CODES.refundChanged) {
      setRefundBefore(current.refund.total);
      void quote.refetch();
    } else if (error.code === BOOKING_ERROR_CODES.notCancellable) {
      setProblem(say('notCancellable'));
      void quote.refetch();
    } else {
      setProblem(error.status === undefined || error.status >= 500 ? say('failed') : say('failedWith', { message: apiErrorMessage(error) }));
    }
  }

  return (
    <Modal
      title={sentenceWithReference((reference) => say('title', { reference }), booking.reference)}
      onClose={cancelling ? undefined : onClose}
      closeLabel={say('close')}
    >
      <div className="cancel-dialog">
        {quote.isFetching && !quote.data ? <Skeleton height={120} /> : null}
        {quote.isError && !quote.data ? <p className="form-alert" role="alert">{say('quoteFailed')}</p> : null}
        {quote.data ? <CancellationQuoteView quote={quote.data} booking={booking} refundBefore={refundBefore} say={say} /> : null}
        {problem ? <p className="form-alert" role="alert">{problem}</p> : null}
        <div className="cancel-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={cancelling}>
            {say('keep')}
          </button>
          {quote.isError && !quote.data ? (
            <button type="button" className="btn btn-primary" onClick={() => void quote.refetch()}>{t('common:layout.retry')}</button>
          ) : null}
          {quote.data?.cancellable ? (
            <button
              type="button"
              className="btn btn-danger"
              disabled={cancelling || quote.isFetching}
              aria-busy={cancelling || undefined}
              onClick={() => quote.data && void confirm(quote.data)}
            >
              {cancelling ? <span className="btn-busy" aria-hidden="true" /> : null}
              {cancelling ? say('busy') : say('confirm')}
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

type Say = (key: string, values?: Record<string, string>) => string;

function CancellationQuoteView({ quote, booking, refundBefore, say }: { quote: CancellationQuote; booking: Booking; refundBefore: number | null; say: Say }) {
  const language = useAppSelector(selectLanguage);
  const money = (minor: number) => formatMinor(minor, quote.currency, language);
  if (!quote.cancellable) return <p className="form-alert" role="alert">{say('notCancellable')}</p>;
  return (
    <>
      {refundBefore !== null ? (
        <p className="form-notice" role="alert">{say('refundChanged', { from: money(refundBefore), to: money(quote.refund.total) })}</p>
      ) : null}
      <BookedPolicy booking={booking} />
      <dl className="cancel-quote">
        <div>
          <dt>{say('penalty')}</dt>
          <dd>{money(quote.penalty)}</dd>
        </div>
        <div>
          <dt>{say('refundCard')}</dt>
          <dd>{money(quote.refund.card)}</dd>
        </div>
        {quote.refund.wallet > 0 || booking.payment.walletAmount > 0 ? (
          <div>
            <dt>{say('refundWallet')}</dt>
            <dd>{money(quote.refund.wallet)}</dd>
          </div>
        ) : null}
        <div className="cancel-quote-total">
          <dt>{say('refundTotal')}</dt>
          <dd>{money(quote.refund.total)}</dd>
        </div>
      </dl>
      <p className="cancel-explanation">{quote.penalty === 0 ? say('free') : say('costs', { amount: money(quote.penalty) })}</p>
    </>
  );
}
