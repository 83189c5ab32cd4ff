import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BadgePercent, CalendarCheck, ShieldCheck } from 'lucide-react';
import { selectAgency, useAppSelector } from '@travel/store';
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
      <section className="hotels-hero" aria-labelledby="hotels-search-title">
        <div className="container">
          <h1 id="hotels-search-title">{t('title')}</h1>
          <p className="hotels-hero-lead">{t('intro', { agency: agency?.agencyName ?? '' })}</p>
          <div className="card hotels-search-card">
            <HotelSearchForm initial={initial} />
          </div>
        </div>
      </section>
      <section className="container hotels-points" aria-label={t('search.whyBook')}>
        <ul>
          {points.map((point) => (
            <li key={point.text}>
              {point.icon}
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
