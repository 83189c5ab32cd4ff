// The Command Center's Searches and the markup simulator (issue 22): what an agency's travellers
// and agents searched for, and what a draft markup would make of those prices. Plain rules.
import { markupAmount } from '../prices';
import type { ServiceKey } from '../services/registry';

/** The services whose search the API answers itself, and so records (README "Searches"). */
export const SEARCHED_SERVICES = ['hotels', 'flights'] as const satisfies readonly ServiceKey[];
export type SearchedService = (typeof SEARCHED_SERVICES)[number];

export const SEARCH_LIMITS = {
  /** Top destinations and the simulator look this far back. */
  recentDays: 30,
  /** Older searches are pruned. */
  keptDays: 90,
  /** Top destinations per service. */
  topDestinations: 5,
  /** Searches per service the simulator prices. */
  simulatorSamples: 5,
} as const;

/** A search's cheapest result before the agency's markup, in minor units of `currency`. */
export interface NetSample {
  currency: string;
  wholesale: number;
  taxAndFee: number;
}

/** What a markup makes of a net price: the traveller's price, the agent's view (wholesale) and the agency's margin. */
export interface SimulatedPrice {
  currency: string;
  traveller: number;
  wholesale: number;
  margin: number;
}

/** The same arithmetic as every offer (prices.ts priceOffer): wholesale + markup + taxes. */
export function simulatedPrice({ currency, wholesale, taxAndFee }: NetSample, markupBasisPoints: number): SimulatedPrice {
  const margin = markupAmount(wholesale, markupBasisPoints);
  return { currency, wholesale, margin, traveller: wholesale + margin + taxAndFee };
}
