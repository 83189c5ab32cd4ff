import { useMemo } from 'react';
import type { Agency, StayWindow } from '@travel/contracts';
import { useActivityDealsQuery } from '@travel/store';
import { DealList } from './DealList';
import { ActivityCard } from './cards/ActivityCard';
import { activityDealsRequest, dealsPlace, dealsPoint } from './dealRequests';

export function ActivityDeals({ agency, params, stay }: { agency: Agency; params: URLSearchParams; stay: StayWindow }) {
  const request = useMemo(() => activityDealsRequest(dealsPoint(params, agency)), [params, agency]);
  const place = useMemo(() => dealsPlace(params, agency), [params, agency]);
  const { data, isFetching, isError } = useActivityDealsQuery(request);
  return (
    <DealList
      service="Activities"
      loading={isFetching}
      deals={isError ? null : (data ?? null)}
      renderCard={(deal) => <ActivityCard key={deal.productCode} deal={deal} place={place} stay={stay} />}
    />
  );
}
