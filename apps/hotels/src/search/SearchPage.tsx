import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgePercent, CalendarCheck, ShieldCheck } from 'lucide-react';
import { selectAgency, useAppSelector } from '@travel/store';
import { ServiceSearchHero } from '@travel/ui/search';
import { HotelSearchForm } from '../form/HotelSearchForm';
import { initialDraft } from '../form/searchDraft';
import '../hotels.css';

/** /booknow/hotels/search: where a stay starts. */
export default function SearchPage() {
  const { t } = useTranslation('hotels');
  const agency = useAppSelector(selectAgency);
  const [initial] = useState(() => initialDraft(undefined, new Date()));
  const points = [
    { icon: <BadgePercent aria-hidden="true" size={22} />, text: t('search.pointPrices', { agency: agency?.agencyName ?? '' }) },
    { icon: <CalendarCheck aria-hidden="true" size={22} />, text: t('search.pointCancellation') },
    { icon: <ShieldCheck aria-hidden="true" size={22} />, text: t('search.pointSecure') },
  ];
  return (
    <div className="hotels-page hotels-search-page">
      <ServiceSearchHero
        headingId="hotels-search-title"
        title={t('title')}
        lead={t('intro', { agency: agency?.agencyName ?? '' })}
        points={points}
        pointsLabel={t('search.whyBook')}
      >
        <HotelSearchForm initial={initial} />
      </ServiceSearchHero>
    </div>
  );
}
