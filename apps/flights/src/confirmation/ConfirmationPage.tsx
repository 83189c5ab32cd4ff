import { useTranslation } from 'react-i18next';
import { FLIGHTS_BASE_PATH } from '@travel/contracts';
import { Ltr } from '@travel/ui';
import { BookingConfirmationPage } from '@travel/ui/booking';
import { ETicket } from './ETicket';
import '../flights.css';
import './confirmation.css';

/** /booknow/flights/confirmation?reference=: the booking, its record locator and its e-ticket. */
export default function ConfirmationPage() {
  const { t } = useTranslation('flights');
  return (
    <BookingConfirmationPage
      service="flights"
      namespace="flights"
      retryKey="confirmation.retry"
      bookMorePath={`${FLIGHTS_BASE_PATH}/search`}
      loadingText={t('confirmation.loading')}
      title={(booking) => t(booking.status === 'cancelled' ? 'confirmation.cancelledTitle' : 'confirmation.title')}
      lead={(booking) => (
        <>
          <p className="confirmation-pnr">
            {t('confirmation.pnr')} <strong className="record-locator"><Ltr>{booking.pnr}</Ltr></strong>
          </p>
          <p>{t('confirmation.text', { email: booking.leadTraveller.email })}</p>
        </>
      )}
    >
      {(booking) => <ETicket booking={booking} />}
    </BookingConfirmationPage>
  );
}
