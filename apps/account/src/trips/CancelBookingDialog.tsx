import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_ERROR_CODES, type Booking, type CancellationQuote } from '@travel/contracts';
import { selectLanguage, useAppSelector, useCancelBookingMutation, useCancellationQuoteQuery, type ApiQueryError } from '@travel/store';
import { Modal, Skeleton, useApiErrorText } from '@travel/ui';
import { formatMinor, sentenceWithReference } from '@travel/ui/booking';
import { BookedPolicy } from './serviceTripParts';

export interface CancelBookingDialogProps {
  booking: Booking;
  /** A booking made without an account is reached with its lead traveller's email. */
  email?: string | undefined;
  onClose: () => void;
  onCancelled: (cancelled: Booking) => void;
}

/**
 * What cancelling costs and gives back, from the server now; then the cancellation itself.
 * A refund that changed in between (the free period ended) is shown again before anything happens.
 */
export function CancelBookingDialog({ booking, email, onClose, onCancelled }: CancelBookingDialogProps) {
  const { t } = useTranslation('account');
  const { apiErrorMessage } = useApiErrorText();
  const lookup = { reference: booking.reference, ...(email && { email }) };
  const quote = useCancellationQuoteQuery(lookup, { refetchOnMountOrArgChange: true });
  const [cancel, { isLoading: cancelling }] = useCancelBookingMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [refundBefore, setRefundBefore] = useState<number | null>(null);

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
      setProblem(t('trips.cancel.notCancellable'));
      void quote.refetch();
    } else {
      setProblem(error.status === undefined || error.status >= 500 ? t('trips.cancel.failed') : t('trips.cancel.failedWith', { message: apiErrorMessage(error) }));
    }
  }

  return (
    <Modal
      title={sentenceWithReference((reference) => t('trips.cancel.title', { reference }), booking.reference)}
      onClose={cancelling ? undefined : onClose}
      closeLabel={t('trips.cancel.close')}
    >
      <div className="cancel-dialog">
        {quote.isFetching && !quote.data ? <Skeleton height={120} /> : null}
        {quote.isError && !quote.data ? <p className="form-alert" role="alert">{t('trips.cancel.quoteFailed')}</p> : null}
        {quote.data ? <CancellationQuoteView quote={quote.data} booking={booking} refundBefore={refundBefore} /> : null}
        {problem ? <p className="form-alert" role="alert">{problem}</p> : null}
        <div className="cancel-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={cancelling}>
            {t('trips.cancel.keep')}
          </button>
          {quote.isError && !quote.data ? (
            <button type="button" className="btn btn-primary" onClick={() => void quote.refetch()}>{t('trips.retry')}</button>
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
              {cancelling ? t('trips.cancel.busy') : t('trips.cancel.confirm')}
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

function CancellationQuoteView({ quote, booking, refundBefore }: { quote: CancellationQuote; booking: Booking; refundBefore: number | null }) {
  const { t } = useTranslation('account');
  const language = useAppSelector(selectLanguage);
  const money = (minor: number) => formatMinor(minor, quote.currency, language);
  if (!quote.cancellable) return <p className="form-alert" role="alert">{t('trips.cancel.notCancellable')}</p>;
  return (
    <>
      {refundBefore !== null ? (
        <p className="form-notice" role="alert">{t('trips.cancel.refundChanged', { from: money(refundBefore), to: money(quote.refund.total) })}</p>
      ) : null}
      <BookedPolicy booking={booking} />
      <dl className="cancel-quote">
        <div>
          <dt>{t('trips.cancel.penalty')}</dt>
          <dd>{money(quote.penalty)}</dd>
        </div>
        <div>
          <dt>{t('trips.cancel.refundCard')}</dt>
          <dd>{money(quote.refund.card)}</dd>
        </div>
        {quote.refund.wallet > 0 || booking.payment.walletAmount > 0 ? (
          <div>
            <dt>{t('trips.cancel.refundWallet')}</dt>
            <dd>{money(quote.refund.wallet)}</dd>
          </div>
        ) : null}
        <div className="cancel-quote-total">
          <dt>{t('trips.cancel.refundTotal')}</dt>
          <dd>{money(quote.refund.total)}</dd>
        </div>
      </dl>
      <p className="cancel-explanation">
        {quote.penalty === 0 ? t('trips.cancel.free') : t('trips.cancel.costs', { amount: money(quote.penalty) })}
      </p>
    </>
  );
}
