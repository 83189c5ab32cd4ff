import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { apiProblem } from '../errors/apiProblem';
import { useApiErrorText } from '../errors/apiErrorMessage';
import { Skeleton } from '../Skeleton';
import type { BackLink } from './CheckoutFrame';

/** A service's quote query, as the store's query hooks hand it over. */
export interface QuoteQuery<Quote> {
  data?: Quote | undefined;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface FreshQuoteProps<Quote> {
  query: QuoteQuery<Quote>;
  /** Back to choosing, in the service's words ("Choose another room"). */
  chooseAnother: BackLink;
  /** What is said when the offer no longer exists ("This room is no longer offered"). */
  notFoundText: string;
  /** The checkout form, given the quote. */
  children: (quote: Quote) => ReactNode;
}

/**
 * The price the checkout books at is the server's now, never a cached one: while it is asked
 * for, say so; when it cannot be had, say why and offer to try again or choose another offer.
 */
export function FreshQuote<Quote>({ query, chooseAnother, notFoundText, children }: FreshQuoteProps<Quote>) {
  const { t } = useTranslation('checkout');
  const { problemText } = useApiErrorText();
  if (query.isLoading || (!query.data && query.isFetching)) {
    return (
      <>
        <p className="checkout-loading" role="status">{t('page.loadingQuote')}</p>
        <Skeleton height={320} />
      </>
    );
  }
  if (!query.data) {
    const problem = apiProblem(query.error);
    const notFound = problem.key === 'errors.NOT_FOUND';
    return (
      <>
        <div className="form-alert" role="alert">
          <p>{notFound ? notFoundText : problem.retry ? t('page.quoteFailed') : problemText(problem)}</p>
        </div>
        <div className="checkout-actions-row">
          {problem.retry ? <button type="button" className="btn btn-primary" onClick={() => void query.refetch()}>{t('page.retry')}</button> : null}
          <Link className="btn btn-outline" to={chooseAnother.to}>{chooseAnother.label}</Link>
        </div>
      </>
    );
  }
  return children(query.data);
}
