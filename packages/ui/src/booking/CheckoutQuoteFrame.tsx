import type { ReactNode } from 'react';
import { CheckoutFrame, type BackLink } from './CheckoutFrame';
import { FreshQuote, type FreshQuoteProps } from './FreshQuote';

export interface CheckoutQuoteFrameProps<Quote> extends Omit<FreshQuoteProps<Quote>, 'children'> {
  back: BackLink;
  /** The checkout form, given the quote and how to ask for its price again. */
  children: (quote: Quote, refetchQuote: () => void) => ReactNode;
}

/** The checkout page around a quote asked for afresh: the way back, then the form once the server's price is in. */
export function CheckoutQuoteFrame<Quote>({ back, query, chooseAnother, notFoundText, children }: CheckoutQuoteFrameProps<Quote>) {
  return (
    <CheckoutFrame back={back}>
      <FreshQuote query={query} chooseAnother={chooseAnother} notFoundText={notFoundText}>
        {(fresh) => children(fresh, () => void query.refetch())}
      </FreshQuote>
    </CheckoutFrame>
  );
}
