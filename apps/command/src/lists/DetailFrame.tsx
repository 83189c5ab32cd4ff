import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import type { ApiQueryError } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { LoadFailed } from './LoadFailed';
import './lists.css';

interface DetailQuery<T> {
  data?: T | undefined;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface DetailFrameProps<T> {
  /** The one record's query (a client, an agent, a booking, a proposal). */
  query: DetailQuery<T>;
  back: { to: string; label: string };
  /** The API's 404: one the user may not see, or none at all (never told apart). */
  notFound: { title: string; text: string };
  loadFailedTitle: string;
  children: (data: T) => ReactNode;
}

/**
 * The page of one record of a Command Center list: the way back to the list, then the record
 * once loaded, "not found" for the API's 404, or the failure with a retry; a skeleton meanwhile.
 */
export function DetailFrame<T>({ query, back, notFound, loadFailedTitle, children }: DetailFrameProps<T>) {
  let body: ReactNode;
  if (query.isError && (query.error as ApiQueryError).status === 404) {
    body = (
      <>
        <h1>{notFound.title}</h1>
        <p className="form-alert" role="alert">{notFound.text}</p>
      </>
    );
  } else if (query.data) body = children(query.data);
  else if (query.isError && !query.isFetching) body = <LoadFailed title={loadFailedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  else body = <Skeleton height={480} />;

  return (
    <div className="account-page container command-detail">
      <Link className="command-back" to={back.to}>
        <ArrowLeft aria-hidden="true" size={16} /> {back.label}
      </Link>
      {body}
    </div>
  );
}

/** One fact of a record's page, in its definition list (.command-facts). */
export function Fact({ label, wide = false, children }: { label: string; /** The whole width of a card's facts (a long email, a link). */ wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'list-card-wide' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
