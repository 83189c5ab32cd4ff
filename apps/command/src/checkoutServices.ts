import { activeServices, serviceByKey } from '@travel/contracts';
import { selectAgency, useAppSelector } from '@travel/store';

/** The services with a checkout an agent can book or propose from today (a proposal's item, a client's booking). */
const WITH_CHECKOUT = ['hotels', 'flights'] as const;
export type CheckoutService = (typeof WITH_CHECKOUT)[number];

/** Those of them the agency sells (its active services), in that order. */
export function useCheckoutServices(): CheckoutService[] {
  const agency = useAppSelector(selectAgency);
  const services = agency ? activeServices(agency) : [];
  return WITH_CHECKOUT.filter((key) => services.includes(serviceByKey(key).title));
}
