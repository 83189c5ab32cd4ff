import { useTranslation } from 'react-i18next';
import type { JourneyOffer } from '@travel/contracts';
import { Ltr } from '@travel/ui';
import { clockOf, dayOffsetText } from '../format';
import { useDuration } from '../useDuration';

/** A journey on one line: leaves, total time and stops, arrives (with '+1' on a later day). */
export function JourneySummary({ journey }: { journey: JourneyOffer }) {
  const { t } = useTranslation('flights');
  const duration = useDuration();
  const first = journey.segments[0]!;
  const last = journey.segments[journey.segments.length - 1]!;
  const offset = dayOffsetText(journey.dayOffset);
  return (
    <div className="journey-summary">
      <p className="journey-end">
        <span className="visually-hidden">{t('card.departs')}</span>
        <strong className="journey-time">
          <Ltr>{clockOf(first.departure)}</Ltr>
        </strong>
        <Ltr>{first.from.code}</Ltr>
      </p>
      <p className="journey-path">
        <span>{duration(journey.durationMinutes)}</span>
        <span className="journey-path-line" aria-hidden="true" />
        <span>{journey.stops === 0 ? t('card.nonstop') : t('card.stops', { count: journey.stops })}</span>
      </p>
      <p className="journey-end">
        <span className="visually-hidden">{t('card.arrives')}</span>
        <strong className="journey-time">
          <Ltr>{clockOf(last.arrival)}</Ltr>
          {offset ? (
            <>
              <sup className="journey-offset" aria-hidden="true">
                <Ltr>{offset}</Ltr>
              </sup>
              <span className="visually-hidden">{t('card.dayOffset', { count: journey.dayOffset })}</span>
            </>
          ) : null}
        </strong>
        <Ltr>{last.to.code}</Ltr>
      </p>
    </div>
  );
}
