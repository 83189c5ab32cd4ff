import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, MoonStar, TriangleAlert } from 'lucide-react';
import type { FlightPoint, FlightSegment, JourneyOffer, Layover } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { formatDay } from '@travel/ui/search';
import { clockOf, dayOf } from '../format';
import { JourneySummary } from '../results/JourneySummary';
import { useDuration } from '../useDuration';

/** A segment's end: local time and day, the airport and its terminal. */
function SegmentEnd({ label, local, point }: { label: string; local: string; point: FlightPoint }) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  return (
    <div className="segment-end">
      <span className="visually-hidden">{label}</span>
      <strong className="journey-time">
        <Ltr>{clockOf(local)}</Ltr>
      </strong>
      <span className="segment-day">{formatDay(dayOf(local), language)}</span>
      <span>
        {point.name} (<Ltr>{point.code}</Ltr>){point.terminal ? <>, {t('details.terminal', { terminal: point.terminal })}</> : null}
      </span>
    </div>
  );
}

function SegmentItem({ segment }: { segment: FlightSegment }) {
  const { t } = useTranslation('flights');
  const duration = useDuration();
  return (
    <li className="segment">
      <p className="segment-flight">
        <img src={segment.airline.logo} alt="" width={80} height={32} />
        <span>
          {segment.airline.name} <Ltr>{segment.flightNumber}</Ltr>
        </span>
        <span className="segment-aircraft">{segment.aircraft.name}</span>
      </p>
      <SegmentEnd label={t('card.departs')} local={segment.departure} point={segment.from} />
      <p className="segment-duration">
        <Clock aria-hidden="true" size={16} />
        {t('details.flightTime', { duration: duration(segment.durationMinutes) })}
      </p>
      <SegmentEnd label={t('card.arrives')} local={segment.arrival} point={segment.to} />
    </li>
  );
}

/** A wait between flights, with what to know: a night, a long wait, another airport to reach. */
function LayoverItem({ layover }: { layover: Layover }) {
  const { t } = useTranslation('flights');
  const duration = useDuration();
  const warnings = [
    layover.overnight ? { key: 'overnight', icon: <MoonStar aria-hidden="true" size={16} />, text: t('details.overnight') } : null,
    layover.long ? { key: 'long', icon: <Clock aria-hidden="true" size={16} />, text: t('details.long') } : null,
    layover.changeOfAirport
      ? { key: 'change', icon: <TriangleAlert aria-hidden="true" size={16} />, text: t('details.changeOfAirport', { from: layover.airport, to: layover.changeOfAirport }) }
      : null,
  ].filter((warning) => warning !== null);
  return (
    <li className="layover">
      <p className="layover-title">
        {t('details.layover', { duration: duration(layover.minutes), city: layover.city })} (<Ltr>{layover.airport}</Ltr>)
      </p>
      {warnings.length > 0 ? (
        <ul className="layover-warnings">
          {warnings.map((warning) => (
            <li key={warning.key}>
              {warning.icon}
              {warning.text}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** One direction of the trip: its summary, then every flight and every wait between them. */
export function JourneyItinerary({ title, journey }: { title: string; journey: JourneyOffer }) {
  return (
    <section className="itinerary card" aria-label={title}>
      <h2>{title}</h2>
      <JourneySummary journey={journey} />
      <ol className="segments">
        {journey.segments.map((segment, index) => (
          <Fragment key={segment.flightNumber}>
            {index > 0 && journey.layovers[index - 1] ? <LayoverItem layover={journey.layovers[index - 1]!} /> : null}
            <SegmentItem segment={segment} />
          </Fragment>
        ))}
      </ol>
    </section>
  );
}
