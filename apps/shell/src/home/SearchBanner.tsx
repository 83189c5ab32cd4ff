import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SERVICE_ICONS } from '@travel/ui';
import { bookNowPath, type ListedDealService } from './dealTabs';

const TITLE_KEYS: Record<ListedDealService, string> = {
  Hotels: 'empty.hotels',
  Cars: 'empty.cars',
  Activities: 'empty.activities',
};

/** SPEC 2.4 and 8: no deals (or none could load), so the tab invites a search of its own. */
export function SearchBanner({ service }: { service: ListedDealService }) {
  const { t } = useTranslation('deals');
  const Icon = SERVICE_ICONS[service];
  return (
    <div className="deal-banner deal-banner-search">
      <span className="deal-banner-icon">
        <Icon aria-hidden="true" size={32} />
      </span>
      <div className="deal-banner-text">
        <h3 className="deal-banner-title">{t(TITLE_KEYS[service])}</h3>
        <p>{t('empty.lead')}</p>
      </div>
      <Link className="btn btn-primary" to={bookNowPath(service)}>
        {t('bookNow')}
      </Link>
    </div>
  );
}
