import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Skeleton } from '@travel/ui';
import { Pagination, pageCountOf } from '@travel/ui/search';
import { LoadFailed } from './LoadFailed';
import './lists.css';

/** What a list page's query hook hands over (RTK Query's result), as far as the frame reads it. */
export interface ListQuery<Answer extends { page: number; pageSize: number; total: number }> {
  data?: Answer | undefined;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListFrameProps<Answer extends { page: number; pageSize: number; total: number }> {
  list: ListQuery<Answer>;
  /** The count announced as the answer arrives ("12 bookings"). */
  count: (total: number) => string;
  /** The rows of the answer's page (the table, or the cards on a phone). */
  rows: (answer: Answer) => ReactNode;
  /** Beside the count: the sort on a phone, the export. */
  tools?: ReactNode;
  /** What an empty answer says, and what it offers (clearing the filters). */
  empty: ReactNode;
  loadFailedTitle: string;
  /** The URL of another page of the list. */
  pageHref: (page: number) => string;
  pagesLabel: string;
}

/**
 * A server-paged list's frame: the count (announced), its tools, then the rows, or a
 * placeholder while the first answer comes, the failure with a retry, the empty answer; and
 * the page links. A new answer keeps the old rows shown, marked busy, until it arrives.
 */
export function ListFrame<Answer extends { page: number; pageSize: number; total: number }>({ list, count, rows, tools, empty, loadFailedTitle, pageHref, pagesLabel }: ListFrameProps<Answer>) {
  const { t } = useTranslation('command');
  const { data, isError, isFetching } = list;
  let body: ReactNode;
  if (isError && !isFetching) body = <LoadFailed title={loadFailedTitle} error={list.error} onRetry={() => void list.refetch()} />;
  else if (!data) body = <Skeleton height={320} />;
  else if (data.total === 0) body = empty;
  else if ((data.page - 1) * data.pageSize >= data.total) {
    // A link to a page past the end (the list shrank since): say so, and offer the first page.
    body = (
      <div className="list-empty card">
        <p>{t('lists.pastTheEnd')}</p>
        <Link className="btn btn-outline" to={pageHref(1)}>{t('lists.firstPage')}</Link>
      </div>
    );
  } else body = <div className="list-rows" aria-busy={isFetching || undefined}>{rows(data)}</div>;

  return (
    <>
      <div className="list-toolbar">
        <p className="list-count" role="status">{data && !(isError && !isFetching) ? count(data.total) : ''}</p>
        {tools}
      </div>
      {body}
      {data && !isError ? <Pagination page={data.page} pageCount={pageCountOf(data.total, data.pageSize)} hrefFor={pageHref} label={pagesLabel} /> : null}
    </>
  );
}

/** The URL of another page of the list at this path, its other filters kept. */
export function usePageHref<State extends { page: number }>(state: State, search: (state: State) => string): (page: number) => string {
  const { pathname } = useLocation();
  return (page: number) => `${pathname}${search({ ...state, page })}`;
}
