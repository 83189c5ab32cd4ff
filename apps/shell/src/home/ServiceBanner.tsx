import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_ICONS } from '@travel/ui';
import { bookNowPath, type BannerDealService } from './dealTabs';

const TEXT_KEYS: Record<BannerDealService, { title: string; lead: string }> = {
  'Air Travel': { title: 'flights.title', lead: 'flights.lead' },
  Cruise: { title: 'cruise.title', lead: 'cruise.lead' },
};

/** Flights and Cruise have no carousel: a banner in the agency's colour with a Book Now link. */
export function ServiceBanner({ service }: { service: BannerDealService }) {
  const { t } = useTranslation('deals');
  const Icon = SERVICE_ICONS[service];
  return (
    <div className="deal-banner deal-banner-feature">
      <div className="deal-banner-text">
        <h3 className="deal-banner-title">{t(TEXT_KEYS[service].title)}</h3>
        <p>{t(TEXT_KEYS[service].lead)}</p>
        <Link className="btn deal-banner-cta" to={bookNowPath(service)}>
          {t('bookNow')}
        </Link>
      </div>
      <div className="deal-banner-art" aria-hidden="true">
        <span className="deal-banner-orbit" />
        <Icon size={96} strokeWidth={1.25} />
      </div>
    </div>
  );
}
