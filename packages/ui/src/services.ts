import { BedDouble, CarFront, Palmtree, Plane, Ship, Ticket, type LucideIcon } from 'lucide-react';
import { SERVICE_TITLES, byServiceTitle, type ServiceIcon, type ServiceKey, type ServiceTitle } from '@travel/contracts';

/** The manifest's icon names, drawn: exactly the icons it names (`satisfies`). */
const ICONS = { BedDouble, Plane, Palmtree, CarFront, Ticket, Ship } satisfies Record<ServiceIcon, LucideIcon>;

/** The services' names in the common namespace, so every language names them. */
const LABEL_KEYS: Readonly<Record<ServiceKey, string>> = {
  hotels: 'services.hotels',
  flights: 'services.flights',
  resort: 'services.resorts',
  cars: 'services.cars',
  activities: 'services.activities',
  cruise: 'services.cruise',
};

export const SERVICE_ICONS: Readonly<Record<ServiceTitle, LucideIcon>> = byServiceTitle((service) => ICONS[service.icon]);

/** Translation keys of the services, by title. */
export const SERVICE_LABEL_KEYS: Readonly<Record<ServiceTitle, string>> = byServiceTitle((service) => LABEL_KEYS[service.key]);

/** A navigation label from the API is a service title: shown in the page language. */
export function serviceLabelKey(label: string): string | null {
  return (SERVICE_TITLES as readonly string[]).includes(label) ? SERVICE_LABEL_KEYS[label as ServiceTitle] : null;
}
