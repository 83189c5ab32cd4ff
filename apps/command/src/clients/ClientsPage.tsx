import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserPlus } from 'lucide-react';
import { clientName, type Client, type ClientSort, type SortDirection } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr } from '@travel/ui';
import { useClientsQuery } from '../api';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { SearchBox } from '../lists/SearchBox';
import { SortChoice } from '../lists/SortChoice';
import { SortHeader } from '../lists/SortHeader';
import { shortDay } from '../lists/format';
import { sortedBy, withFilters } from '../lists/listUrl';
import { usePhoneList } from '../lists/phone';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { clientFirstDir, clientListQuery, clientListSearch, readClientList } from './clientList';
import { TableFrame } from '../lists/TableFrame';
import './clients.css';

/** The table's columns in order; those the API sorts by have a sort. */
const COLUMNS: readonly { key: 'name' | 'email' | 'phone' | 'agent' | 'bookings' | 'createdAt'; sort?: ClientSort }[] = [
  { key: 'name', sort: 'name' },
  { key: 'email', sort: 'email' },
  { key: 'phone' },
  { key: 'agent' },
  { key: 'bookings', sort: 'bookings' },
  { key: 'createdAt', sort: 'createdAt' },
];

/** /clients: the agency's clients the agent may see (a sales agent: their own), searched, sorted and paged on the server, all in the URL. */
export function ClientsPage() {
  const { t } = useTranslation('command');
  const [state, go] = useListState(readClientList, clientListSearch);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  const list = useClientsQuery(clientListQuery(state));
  const pageHref = usePageHref(state, clientListSearch);
  const phone = usePhoneList();
  const sortable = COLUMNS.flatMap(({ key, sort }) => (sort ? [{ column: sort, label: t(`clients.columns.${key}`) }] : []));

  return (
    <div className="account-page container command-list">
      <div className="command-heading">
        <h1 ref={heading} tabIndex={-1}>{t('areas.clients')}</h1>
        <Link className="btn btn-primary" to="/clients/new">
          <UserPlus aria-hidden="true" size={18} />
          {t('clients.new')}
        </Link>
      </div>
      <p className="account-intro">{t('clients.intro')}</p>
      <form className="list-filters card" role="search" aria-label={t('clients.searchLabel')} onSubmit={(event) => event.preventDefault()}>
        <SearchBox label={t('clients.search')} hint={t('clients.searchHint')} value={state.q} onSearch={(q) => go(withFilters(state, { q }), { replace: true })} />
      </form>
      <ListFrame
        list={list}
        count={(total) => t('clients.count', { count: total })}
        tools={phone ? <SortChoice columns={sortable} sort={state.sort} dir={state.dir} onSort={(sort, dir) => go({ ...state, sort, dir, page: 1 })} /> : null}
        empty={
          <div className="list-empty card">
            <p>{state.q ? t('clients.emptySearch') : t('clients.empty')}</p>
            <Link className="btn btn-outline" to="/clients/new">{t('clients.new')}</Link>
          </div>
        }
        loadFailedTitle={t('clients.loadFailed')}
        pageHref={pageHref}
        pagesLabel={t('clients.pages')}
        rows={({ clients }) =>
          phone ? (
            <ClientCards clients={clients} />
          ) : (
            <ClientsTable clients={clients} sort={state.sort} dir={state.dir} onSort={(column) => go(sortedBy(state, column, clientFirstDir))} />
          )
        }
      />
    </div>
  );
}

function useClientFacts(client: Client) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  return {
    email: <Ltr>{client.email}</Ltr>,
    phone: client.phone ? <Ltr>{client.phone}</Ltr> : <span className="list-muted">{t('clients.none')}</span>,
    agent: client.agent ? <span dir="auto">{client.agent.name}</span> : <span className="list-muted">{t('clients.none')}</span>,
    created: shortDay(client.createdAt, language),
  };
}

function ClientsTable({ clients, sort, dir, onSort }: { clients: readonly Client[]; sort: ClientSort; dir: SortDirection; onSort: (column: ClientSort) => void }) {
  const { t } = useTranslation('command');
  return (
    <TableFrame label={t('clients.caption')}>
      <table className="list-table clients-table">
        <caption className="visually-hidden">{t('clients.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map(({ key, sort: column }) =>
              column ? (
                <SortHeader key={key} column={column} label={t(`clients.columns.${key}`)} sort={sort} dir={dir} onSort={onSort} />
              ) : (
                <th key={key} scope="col">{t(`clients.columns.${key}`)}</th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {clients.map((client) => (
            <ClientRow key={client.id} client={client} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ClientRow({ client }: { client: Client }) {
  const facts = useClientFacts(client);
  return (
    <tr>
      <th scope="row">
        <Link to={`/clients/${client.id}`} dir="auto">{clientName(client)}</Link>
      </th>
      <td>{facts.email}</td>
      <td>{facts.phone}</td>
      <td>{facts.agent}</td>
      <td className="list-amount">{client.bookings}</td>
      <td>{facts.created}</td>
    </tr>
  );
}

function ClientCards({ clients }: { clients: readonly Client[] }) {
  return (
    <ul className="list-cards">
      {clients.map((client) => (
        <li key={client.id}>
          <ClientCard client={client} />
        </li>
      ))}
    </ul>
  );
}

function ClientCard({ client }: { client: Client }) {
  const { t } = useTranslation('command');
  const facts = useClientFacts(client);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="list-card-title">
        <Link to={`/clients/${client.id}`} dir="auto">{clientName(client)}</Link>
      </h2>
      <dl className="list-card-facts">
        <div>
          <dt>{t('clients.columns.email')}</dt>
          <dd>{facts.email}</dd>
        </div>
        <div>
          <dt>{t('clients.columns.phone')}</dt>
          <dd>{facts.phone}</dd>
        </div>
        <div>
          <dt>{t('clients.columns.agent')}</dt>
          <dd>{facts.agent}</dd>
        </div>
        <div>
          <dt>{t('clients.columns.bookings')}</dt>
          <dd>{client.bookings}</dd>
        </div>
        <div>
          <dt>{t('clients.columns.createdAt')}</dt>
          <dd>{facts.created}</dd>
        </div>
      </dl>
    </article>
  );
}
