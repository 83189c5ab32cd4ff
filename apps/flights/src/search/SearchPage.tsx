import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgePercent, Luggage, ShieldCheck } from 'lucide-react';
import { selectAgency, useAppSelector } from '@travel/store';
import { ServiceSearchHero, useFirstBookableDay } from '@travel/ui/search';
import { FlightSearchForm } from '../form/FlightSearchForm';
import { initialDraft } from '../form/searchDraft';
import '../flights.css';

/** /booknow/flights/search: where a trip starts. */
export default function SearchPage() {
  const { t } = useTranslation('flights');
  const agency = useAppSelector(selectAgency);
  const today = useFirstBookableDay();
  const [initial] = useState(() => initialDraft(undefined, today));
  const points = [
    { icon: <BadgePercent aria-hidden="true" size={22} />, text: t('search.pointPrices', { agency: agency?.agencyName ?? '' }) },
    { icon: <Luggage aria-hidden="true" size={22} />, text: t('search.pointRules') },
    { icon: <ShieldCheck aria-hidden="true" size={22} />, text: t('search.pointSecure') },
  ];
  return (
    <div className="flights-page">
      <ServiceSearchHero
        headingId="flights-search-title"
        title={t('title')}
        lead={t('intro', { agency: agency?.agencyName ?? '' })}
        points={points}
        pointsLabel={t('search.whyBook')}
      >
        <FlightSearchForm initial={initial} />
      </ServiceSearchHero>
    </div>
  );
}
