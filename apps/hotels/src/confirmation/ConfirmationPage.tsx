import { useTranslation } from 'react-i18next';
import { HOTELS_BASE_PATH } from '@travel/contracts';
import { selectAgency, selectAuthStatus, useAppSelector } from '@travel/store';
import { BookingConfirmationPage, BookingReference, Voucher } from '@travel/ui/booking';
import { NoAccountNotes } from './NoAccountNotes';
import './confirmation.css';

/** /booknow/hotels/confirm-payment?reference= (issue 5, step 6): the booking and its voucher. */
export default function ConfirmationPage() {
  const { t } = useTranslation('checkout');
  const authStatus = useAppSelector(selectAuthStatus);
  const agency = useAppSelector(selectAgency);
  return (
    <BookingConfirmationPage
      service="hotels"
      namespace="checkout"
      retryKey="page.retry"
      bookMorePath={`${HOTELS_BASE_PATH}/search`}
      title={() => t('confirmation.title')}
      lead={(booking) => (
        <p>
          {t('confirmation.text')} <strong><BookingReference reference={booking.reference} /></strong>
        </p>
      )}
    >
      {(booking, email) => (
        <>
          {/* Found with the email the checkout kept: a booking made without an account. */}
          {authStatus === 'anonymous' && email && agency ? <NoAccountNotes agency={agency} reference={booking.reference} email={email} /> : null}
          <Voucher booking={booking} />
        </>
      )}
    </BookingConfirmationPage>
  );
}
