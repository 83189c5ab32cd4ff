import { useMemo } from 'react';
import { type Agency, nightsBetween, type StayWindow } from '@travel/contracts';
import { useCarDealsQuery } from '@travel/store';
import { DealList } from './DealList';
import { CarCard } from './cards/CarCard';
import { carDealsRequest, carPickupPoint } from './dealRequests';

export function CarDeals({ agency, params, stay }: { agency: Agency; params: URLSearchParams; stay: StayWindow }) {
  const request = useMemo(() => carDealsRequest(carPickupPoint(params, agency), stay), [params, agency, stay]);
  const { data, isFetching, isError } = useCarDealsQuery(request);
  // 10:00 to 10:00: the rental lasts as many days as the stay has nights.
  const days = nightsBetween(stay.start, stay.end);
  return (
    <DealList
      service="Cars"
      loading={isFetching}
      deals={isError ? null : (data ?? null)}
      renderCard={(deal) => <CarCard key={deal.carId} deal={deal} days={days} stay={stay} />}
    />
  );
}
