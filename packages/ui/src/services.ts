import { BedDouble, CarFront, Palmtree, Plane, Ship, Ticket, type LucideIcon } from 'lucide-react';
import { SERVICE_TITLES, type ServiceTitle } from '@travel/contracts';

export const SERVICE_ICONS: Record<ServiceTitle, LucideIcon> = {
  Hotels: BedDouble,
  'Air Travel': Plane,
  Resorts: Palmtree,
  Cars: CarFront,
  Activities: Ticket,
  Cruise: Ship,
};

/** Translation keys of the services, so every language names them. */
export const SERVICE_KEYS: Record<ServiceTitle, string> = {
  Hotels: 'services.hotels',
  'Air Travel': 'services.flights',
  Resorts: 'services.resorts',
  Cars: 'services.cars',
  Activities: 'services.activities',
  Cruise: 'services.cruise',
};

/** A navigation label from the API is a service title: shown in the page language. */
export function serviceLabelKey(label: string): string | null {
  return (SERVICE_TITLES as readonly string[]).includes(label) ? SERVICE_KEYS[label as ServiceTitle] : null;
}
