import { useMemo } from 'react';
import { type Agency, nightsBetween, type StayWindow } from '@travel/contracts';
import { useHotelDealsQuery } from '@travel/store';
import { DealList } from './DealList';
import { HotelCard } from './cards/HotelCard';
import { dealsPoint, hotelDealsRequest } from './dealRequests';

export function HotelDeals({ agency, params, stay }: { agency: Agency; params: URLSearchParams; stay: StayWindow }) {
  const request = useMemo(() => hotelDealsRequest(dealsPoint(params, agency), stay), [params, agency, stay]);
  const { data, isFetching, isError } = useHotelDealsQuery(request);
  const nights = nightsBetween(stay.start, stay.end);
  return (
    <DealList
      service="Hotels"
      loading={isFetching}
      deals={isError ? null : (data ?? null)}
      renderCard={(deal) => <HotelCard key={deal.hotel.hotelId} deal={deal} nights={nights} />}
    />
  );
}
