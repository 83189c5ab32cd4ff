import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Briefcase, Luggage, RefreshCw, Undo2 } from 'lucide-react';
import { flightReservationPath, toMajor, type FareBrand, type FlightDetailsQuery, type JourneyOffer } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Price, formatMoney } from '@travel/ui';
import { REVEAL_PATH } from '../format';
import { tripBrands } from '../results/tripPrice';

/** From this few seats left, a brand says so. */
const FEW_SEATS = 5;

function BrandRules({ brand }: { brand: FareBrand }) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  const fee = (amount: number) => formatMoney(toMajor(amount, brand.currency), brand.currency, language);
  const rules = [
    { key: 'carryOn', icon: <Briefcase aria-hidden="true" size={16} />, label: t('brands.carryOn'), value: t('brands.bags', { count: brand.carryOnBags }) },
    {
      key: 'checked',
      icon: <Luggage aria-hidden="true" size={16} />,
      label: t('brands.checked'),
      value: brand.checkedBags === 0 ? t('brands.noChecked') : t('brands.checkedBags', { count: brand.checkedBags, kg: brand.checkedBagKg }),
    },
    {
      key: 'changes',
      icon: <RefreshCw aria-hidden="true" size={16} />,
      label: t('brands.changes'),
      value: t(`brands.change.${brand.changes}`, { fee: fee(brand.changeFee) }),
    },
    {
      key: 'refund',
      icon: <Undo2 aria-hidden="true" size={16} />,
      label: t('brands.refund'),
      value: t(`brands.refunds.${brand.refund}`, { fee: fee(brand.cancellationFee) }),
    },
  ];
  return (
    <dl className="brand-rules">
      {rules.map((rule) => (
        <div key={rule.key}>
          <dt>
            {rule.icon}
            {rule.label}
          </dt>
          <dd>{rule.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface FareBrandsProps {
  choice: FlightDetailsQuery;
  outbound: JourneyOffer;
  inbound: JourneyOffer | undefined;
}

/** The brands both journeys sell, side by side: what each gives and costs for the whole trip, and a choice. */
export function FareBrands({ choice, outbound, inbound }: FareBrandsProps) {
  const { t } = useTranslation('flights');
  const brands = tripBrands(outbound, inbound);
  return (
    <section className="fare-brands" aria-labelledby="fare-brands-title">
      <h2 id="fare-brands-title">{t('brands.title')}</h2>
      <p>{t('brands.intro')}</p>
      {brands.length === 0 ? (
        <p className="notice card" role="status">
          {t('brands.none')}
        </p>
      ) : (
        <ul className="fare-brand-list">
          {brands.map((trip) => {
            const brand = trip.outbound.brand;
            const seats = Math.min(trip.outbound.seatsLeft, trip.inbound?.seatsLeft ?? Infinity);
            const titleId = `brand-${brand.brand}`;
            return (
              <li key={brand.brand} className="fare-brand card" aria-labelledby={titleId}>
                <h3 id={titleId}>{t(`brands.names.${brand.brand}`)}</h3>
                <BrandRules brand={brand} />
                <Price rates={trip.price} unit={inbound ? t('card.unitTrip') : t('card.unitOneWay')} revealTo={REVEAL_PATH} />
                {seats <= FEW_SEATS ? <p className="fare-brand-seats">{t('brands.seatsLeft', { count: seats })}</p> : null}
                <Link className="btn btn-primary" to={flightReservationPath({ ...choice, brand: brand.brand })} aria-describedby={titleId}>
                  {t('brands.choose', { brand: t(`brands.names.${brand.brand}`) })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
