import { useTranslation } from 'react-i18next';
import type { Journey } from '@travel/contracts';
import { JourneyItinerary } from '../details/JourneyItinerary';

/**
 * A trip's journeys as the details page shows them: each flight, its local times and the
 * layovers with their warnings. JourneyItinerary reads no fares, so a booked or quoted journey
 * (which has none) is given an empty list.
 */
export function TripItinerary({ outbound, inbound }: { outbound: Journey; inbound: Journey | null }) {
  const { t } = useTranslation('flights');
  return (
    <>
      <JourneyItinerary title={t('details.outbound')} journey={{ ...outbound, fares: [] }} />
      {inbound ? <JourneyItinerary title={t('details.inbound')} journey={{ ...inbound, fares: [] }} /> : null}
    </>
  );
}
