import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { JourneyOffer } from '@travel/contracts';
import { Ltr, Price } from '@travel/ui';
import { REVEAL_PATH } from '../format';
import { JourneySummary } from './JourneySummary';
import { LayoverList } from './LayoverList';
import type { BrandPrice } from './tripPrice';

/** The logos' intrinsic size: nothing shifts as they load. */
const LOGO = { width: 80, height: 32 } as const;

export interface JourneyCardProps {
  journey: JourneyOffer;
  price: BrandPrice | undefined;
  /** What the price is for ('round trip, all travellers'). */
  priceUnit: string;
  onSelect: (journey: JourneyOffer) => void;
  /** The pointer or the focus is on Select: what it opens can be loaded ahead. */
  onSelectIntent?: (() => void) | undefined;
}

/** One itinerary in the results: airlines, times, stops and the cheapest fare, with Select. */
export function JourneyCard({ journey, price, priceUnit, onSelect, onSelectIntent }: JourneyCardProps) {
  const { t } = useTranslation('flights');
  const titleId = useId();
  const airlines = [...new Map(journey.segments.map((segment) => [segment.airline.code, segment.airline])).values()];
  return (
    <article className="journey-card card" aria-labelledby={titleId}>
      <div className="journey-card-body">
        <div className="journey-airlines">
          {airlines.map((airline) => (
            <img key={airline.code} src={airline.logo} alt="" width={LOGO.width} height={LOGO.height} />
          ))}
          <h2 id={titleId} className="journey-card-title">
            {airlines.map((airline) => airline.name).join(', ')}
          </h2>
        </div>
        <p className="journey-flights">
          {journey.segments.map((segment) => (
            <Ltr key={segment.flightNumber}>{segment.flightNumber}</Ltr>
          ))}
        </p>
        <JourneySummary journey={journey} />
        <LayoverList layovers={journey.layovers} />
      </div>
      <div className="journey-card-price">
        {price ? (
          <>
            <Price rates={price.price} unit={priceUnit} revealTo={REVEAL_PATH} />
            <button type="button" className="btn btn-primary" aria-describedby={titleId} onClick={() => onSelect(journey)} onPointerEnter={onSelectIntent} onFocus={onSelectIntent}>
              {t('card.select')}
            </button>
          </>
        ) : (
          <p className="journey-sold-out">{t('card.soldOut')}</p>
        )}
      </div>
    </article>
  );
}
