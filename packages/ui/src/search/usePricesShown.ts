import { selectAgency, selectAuthStatus, selectPriceViewer, useAppSelector } from '@travel/store';
import { priceVisibility } from '../price/priceView';

/**
 * Whether the viewer sees prices (SPEC 1, 6): not while a saved session is being checked, nor
 * an anonymous visitor where the agency hides them behind 'Reveal Price'. A results page then
 * offers no price filter, whose hints and results would give the prices away.
 */
export function usePricesShown(): boolean {
  const viewer = useAppSelector(selectPriceViewer);
  const authStatus = useAppSelector(selectAuthStatus);
  const allowNonLoginFlow = useAppSelector(selectAgency)?.allowNonLoginFlow ?? false;
  return authStatus !== 'checking' && priceVisibility(viewer, allowNonLoginFlow) !== 'reveal';
}
