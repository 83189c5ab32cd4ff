import { useTranslation } from 'react-i18next';
import type { Layover } from '@travel/contracts';
import { Ltr } from '@travel/ui';
import { useDuration } from '../useDuration';

/** Where and how long a journey stops: 'LHR 7h 25m', and a change of airport. */
export function LayoverList({ layovers }: { layovers: readonly Layover[] }) {
  const { t } = useTranslation('flights');
  const duration = useDuration();
  if (layovers.length === 0) return null;
  return (
    <ul className="layover-list" aria-label={t('card.layovers')}>
      {layovers.map((layover, index) => (
        <li key={index}>
          {t('card.layover', { duration: duration(layover.minutes) })} <Ltr>{layover.airport}</Ltr>
          {layover.changeOfAirport ? (
            <span className="layover-warning">
              {' '}
              {t('card.changeAirport')} <Ltr>{layover.changeOfAirport}</Ltr>
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
