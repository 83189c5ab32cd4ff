import { Suspense, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserRound } from 'lucide-react';
import { clientName } from '@travel/contracts';
import { useBookingClient, useStopBookingForClient } from './bookingForClient';
import './client-booking-banner.css';

/**
 * While an agent books for a client, a slim bar above the booking pages says for whom, with
 * Stop to book as themselves again. Nothing for anyone else. Its texts (checkout namespace)
 * load on their own: the page under it does not wait for them.
 */
export function ClientBookingBanner() {
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}

function Banner() {
  const { t } = useTranslation('checkout');
  const booking = useBookingClient();
  const stop = useStopBookingForClient();
  const textId = useId();
  if (!booking) return null;

  const onStop = (event: MouseEvent<HTMLButtonElement>) => {
    // The bar goes with its button: the page's main region takes the focus instead of the body.
    const main = event.currentTarget.closest('main');
    stop();
    main?.focus();
  };
  return (
    <section className="client-booking-banner" aria-labelledby={textId}>
      <div className="client-booking-banner-inner container">
        <UserRound aria-hidden="true" size={18} />
        <p id={textId} role="status">
          {booking.client ? t('forClient.banner', { name: clientName(booking.client) }) : t('forClient.bannerLoading')}
        </p>
        <button type="button" className="btn btn-outline" aria-describedby={textId} onClick={onStop}>
          {t('forClient.stop')}
        </button>
      </div>
    </section>
  );
}
