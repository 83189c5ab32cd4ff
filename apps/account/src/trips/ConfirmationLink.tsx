import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { bookingConfirmationPath } from '@travel/contracts';
import { rememberBookingEmail } from '@travel/ui/booking';
import type { TripListing } from './tripTabs';

/**
 * To the booking's confirmation page, its service's own (detail and voucher). A booking made
 * without an account (Find my booking) is reached there with its email, kept as the checkout keeps it.
 */
export function ConfirmationLink({ booking, email }: { booking: Pick<TripListing, 'service' | 'reference'>; email?: string | undefined }) {
  const { t } = useTranslation('account');
  const path = bookingConfirmationPath(booking);
  if (!path) return null;
  return (
    <Link className="btn btn-outline" to={path} onClick={() => email && rememberBookingEmail(window.sessionStorage, booking.reference, email)}>
      <FileText aria-hidden="true" size={18} /> {t('trips.viewConfirmation')}
    </Link>
  );
}
