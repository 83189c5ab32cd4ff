import { useTranslation } from 'react-i18next';
import { Users } from 'lucide-react';
import type { FlightQuote, PaymentSplit } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { CheckoutSummary, FareBrandRules, PriceSummary, formatMinor } from '@travel/ui/booking';
import { JourneySummary } from '../results/JourneySummary';
import { tripTitle } from '../tripTitle';

/** The trip being booked and its price, in the kit's summary column. */
export function FlightSummary({ quote, split }: { quote: FlightQuote; split?: PaymentSplit }) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  const { passengers, display } = quote;
  const party = (
    [
      ['adult', passengers.adults],
      ['child', passengers.children],
      ['infant', passengers.infants],
    ] as const
  ).flatMap(([type, count]) => (count > 0 ? [t(`reservation.prices.types.${type}`, { count })] : []));
  const journeys = [
    { title: t('details.outbound'), journey: quote.outbound },
    ...(quote.inbound ? [{ title: t('details.inbound'), journey: quote.inbound }] : []),
  ];
  return (
    <CheckoutSummary
      labels={{ title: t('checkout.summary.title'), show: t('checkout.summary.show'), hide: t('checkout.summary.hide') }}
      name={tripTitle(quote.outbound)}
      total={formatMinor(display.totalRate, display.currency, language)}
    >
      {journeys.map(({ title, journey }) => (
        <div key={journey.key} className="checkout-summary-journey">
          <h3>{title}</h3>
          {/* JourneySummary reads no fares: a quoted journey has none. */}
          <JourneySummary journey={{ ...journey, fares: [] }} />
        </div>
      ))}
      <p className="checkout-summary-line">
        <Users aria-hidden="true" size={16} />
        {party.join(', ')}
      </p>
      <h3>{t('reservation.brand', { brand: t(`brands.names.${quote.brand.brand}`), cabin: t(`cabins.${quote.brand.cabin}`) })}</h3>
      <FareBrandRules brand={quote.brand} />
      <PriceSummary baseLabel={t('checkout.summary.fares')} display={display} charge={quote.charge} split={split} />
    </CheckoutSummary>
  );
}
