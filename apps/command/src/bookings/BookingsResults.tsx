import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Download } from 'lucide-react';
import type { AgencyBookingRow, AgencyBookingSort, SortDirection } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { BookingReference, formatMinor } from '@travel/ui/booking';
import { BOOKINGS_EXPORT_PATH, useAgencyBookingsQuery } from '../api';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { SortChoice } from '../lists/SortChoice';
import { SortHeader } from '../lists/SortHeader';
import { shortDay, shortDayRange } from '../lists/format';
import { sortedBy } from '../lists/listUrl';
import { usePhoneList } from '../lists/phone';
import { ServiceName, StatusBadge } from './BookingParts';
import { TableFrame } from '../lists/TableFrame';
import { BOOKING_SORTS, bookingExportSearch, bookingFirstDir, bookingListQuery, type BookingListState } from './bookingList';

export interface BookingsResultsProps {
  state: BookingListState;
  onState: (next: BookingListState) => void;
  /** The page's URL query of a state (page links). */
  search: (state: BookingListState) => string;
  /** The table's caption (what the list holds). */
  caption: string;
  /** What an empty list says and offers. */
  empty: ReactNode;
  /** The client's own page lists only their bookings: no client column. */
  withClient?: boolean;
  /** The cards' heading level on a phone, under the page's own headings. */
  cardHeading?: 'h2' | 'h3';
}

/**
 * One page of the agency's bookings, from the server, as the list's URL names it: a sortable
 * table, or cards on a phone (no sideways scrolling), the count, the CSV export of the same
 * filters, and the page links. Each booking opens its own page.
 */
export function BookingsResults({ state, onState, search, caption, empty, withClient = true, cardHeading = 'h2' }: BookingsResultsProps) {
  const { t } = useTranslation('command');
  const phone = usePhoneList();
  const list = useAgencyBookingsQuery(bookingListQuery(state));
  const pageHref = usePageHref(state, search);
  const sortBy = (column: AgencyBookingSort) => onState(sortedBy(state, column, bookingFirstDir));
  const columns = BOOKING_SORTS.map((column) => ({ column, label: t(`bookings.columns.${column}`) }));

  const tools = (
    <div className="list-tools">
      {phone ? <SortChoice columns={columns} sort={state.sort} dir={state.dir} onSort={(sort, dir) => onState({ ...state, sort, dir, page: 1 })} /> : null}
      {/* A plain link: the x-access-token cookie signs the download in, and the browser saves it. */}
      <a className="btn btn-outline" href={`${BOOKINGS_EXPORT_PATH}${bookingExportSearch(state)}`} download>
        <Download aria-hidden="true" size={18} />
        {t('bookings.export')}
      </a>
    </div>
  );

  return (
    <ListFrame
      list={list}
      count={(total) => t('bookings.count', { count: total })}
      tools={tools}
      empty={empty}
      loadFailedTitle={t('bookings.loadFailed')}
      pageHref={pageHref}
      pagesLabel={t('bookings.pages')}
      rows={({ bookings }) =>
        phone ? (
          <BookingCards bookings={bookings} withClient={withClient} heading={cardHeading} />
        ) : (
          <BookingsTable bookings={bookings} caption={caption} columns={columns} sort={state.sort} dir={state.dir} onSort={sortBy} withClient={withClient} />
        )
      }
    />
  );
}

interface TableProps {
  bookings: readonly AgencyBookingRow[];
  caption: string;
  columns: readonly { column: AgencyBookingSort; label: string }[];
  sort: AgencyBookingSort;
  dir: SortDirection;
  onSort: (column: AgencyBookingSort) => void;
  withClient: boolean;
}

function BookingsTable({ bookings, caption, columns, sort, dir, onSort, withClient }: TableProps) {
  const { t } = useTranslation('command');
  return (
    <TableFrame label={caption}>
      <table className="list-table bookings-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map(({ column, label }) => (
              <SortHeader key={column} column={column} label={label} sort={sort} dir={dir} onSort={onSort} />
            ))}
            {withClient ? <th scope="col">{t('bookings.columns.client')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {bookings.map((row) => (
            <BookingTableRow key={row.reference} row={row} withClient={withClient} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Where the booking's page sends the agent back to: this list, as filtered now. */
function useFrom(): { from: string } {
  const { pathname, search } = useLocation();
  return { from: `${pathname}${search}` };
}

/** One booking's facts as every form of the list shows them. */
function useRowFacts(row: AgencyBookingRow) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  return {
    dates: shortDayRange(row.travelStart, row.travelEnd, language),
    booked: shortDay(row.bookedAt, language),
    total: <Ltr>{formatMinor(row.total.amount, row.total.currency, language)}</Ltr>,
    agent: row.agent ? <span dir="auto">{row.agent.name}</span> : <span className="list-muted">{t('bookings.selfBooked')}</span>,
    client: row.client ? (
      <Link to={`/clients/${row.client.id}`} dir="auto">
        {row.client.name}
      </Link>
    ) : (
      <span className="list-muted">{t('bookings.noClient')}</span>
    ),
  };
}

function BookingTableRow({ row, withClient }: { row: AgencyBookingRow; withClient: boolean }) {
  const state = useFrom();
  const facts = useRowFacts(row);
  return (
    <tr>
      <th scope="row">
        <Link to={`/bookings/${row.reference}`} state={state}>
          <BookingReference reference={row.reference} />
        </Link>
      </th>
      <td>
        <ServiceName service={row.service} />
        <span className="list-secondary" dir="auto">{row.title}</span>
      </td>
      <td>
        <span dir="auto">{row.traveller.name}</span>
        <span className="list-secondary"><Ltr>{row.traveller.email}</Ltr></span>
      </td>
      <td>{facts.dates}</td>
      <td>{facts.booked}</td>
      <td className="list-amount">{facts.total}</td>
      <td><StatusBadge status={row.status} /></td>
      <td>{facts.agent}</td>
      {withClient ? <td>{facts.client}</td> : null}
    </tr>
  );
}

function BookingCards({ bookings, withClient, heading }: { bookings: readonly AgencyBookingRow[]; withClient: boolean; heading: 'h2' | 'h3' }) {
  return (
    <ul className="list-cards">
      {bookings.map((row) => (
        <li key={row.reference}>
          <BookingCard row={row} withClient={withClient} heading={heading} />
        </li>
      ))}
    </ul>
  );
}

function BookingCard({ row, withClient, heading: Heading }: { row: AgencyBookingRow; withClient: boolean; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('command');
  const state = useFrom();
  const facts = useRowFacts(row);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      <div className="list-card-top">
        <ServiceName service={row.service} />
        <StatusBadge status={row.status} />
      </div>
      <Heading id={titleId} className="list-card-title">
        <Link to={`/bookings/${row.reference}`} state={state}>
          <BookingReference reference={row.reference} />
        </Link>
        <span className="list-secondary" dir="auto">{row.title}</span>
      </Heading>
      <dl className="list-card-facts">
        <div>
          <dt>{t('bookings.columns.traveller')}</dt>
          <dd>
            <span dir="auto">{row.traveller.name}</span>
            <span className="list-secondary"><Ltr>{row.traveller.email}</Ltr></span>
          </dd>
        </div>
        <div>
          <dt>{t('bookings.columns.travelStart')}</dt>
          <dd>{facts.dates}</dd>
        </div>
        <div>
          <dt>{t('bookings.columns.bookedAt')}</dt>
          <dd>{facts.booked}</dd>
        </div>
        <div>
          <dt>{t('bookings.columns.total')}</dt>
          <dd>{facts.total}</dd>
        </div>
        <div>
          <dt>{t('bookings.columns.agent')}</dt>
          <dd>{facts.agent}</dd>
        </div>
        {withClient ? (
          <div>
            <dt>{t('bookings.columns.client')}</dt>
            <dd>{facts.client}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
