import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { FLIGHTS_BASE_PATH } from '@travel/contracts';

/** A details or review link that names no flight (cut short, or typed): say so and offer a search. */
export function NoFlightChosen() {
  const { t } = useTranslation('flights');
  return (
    <div className="flights-page container">
      <div className="notice card" role="alert">
        <h1>{t('details.missingTitle')}</h1>
        <p>{t('details.missingText')}</p>
        <Link className="btn btn-primary" to={`${FLIGHTS_BASE_PATH}/search`}>
          {t('results.newSearch')}
        </Link>
      </div>
    </div>
  );
}
