import type { Agency, StayWindow } from '@travel/contracts';
import type { DealService } from './dealTabs';
import { ActivityDeals } from './ActivityDeals';
import { CarDeals } from './CarDeals';
import { HotelDeals } from './HotelDeals';
import { ServiceBanner } from './ServiceBanner';

/** The selected tab's content; only it fetches (the other tabs are not mounted). */
export function DealPanel({ service, agency, params, stay }: { service: DealService; agency: Agency; params: URLSearchParams; stay: StayWindow }) {
  switch (service) {
    case 'Hotels':
      return <HotelDeals agency={agency} params={params} stay={stay} />;
    case 'Cars':
      return <CarDeals agency={agency} params={params} stay={stay} />;
    case 'Activities':
      return <ActivityDeals agency={agency} params={params} stay={stay} />;
    case 'Air Travel':
    case 'Cruise':
      return <ServiceBanner service={service} />;
  }
}
