import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { FilePlus2, FilterX } from 'lucide-react';
import { PROPOSAL_STATUSES, managesAgency, type ProposalListRow, type ProposalStatus } from '@travel/contracts';
import { selectLanguage, useAppSelector, useProposalsQuery } from '@travel/store';
import { useSignedInUser } from '@travel/ui/account';
import { SelectField } from '@travel/ui/booking';
import { ClientFilter } from '../lists/ClientFilter';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { TableFrame } from '../lists/TableFrame';
import { shortDay } from '../lists/format';
import { readChoice } from '../lists/listUrl';
import { usePhoneList } from '../lists/phone';
import { useFocusOnChange, useListState } from '../lists/useListState';
import type { DeletedProposal } from './ProposalActions';
import { AttentionBadges, ProposalStatusBadge, Totals, newProposalPath, proposalPath } from './ProposalParts';
import { PROPOSAL_LIST_DEFAULTS, proposalListQuery, proposalListSearch, readProposalList, withProposalFilters, type ProposalListState } from './proposalList';
import './proposals.css';

/** /proposals: the proposals the agent may see (owners and admins: the agency's), by status and client, in pages, all in the URL. */
export function ProposalsPage() {
  const { t } = useTranslation('command');
  const withAgent = managesAgency(useSignedInUser());
  const [state, go] = useListState(readProposalList, proposalListSearch);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  const list = useProposalsQuery(proposalListQuery(state));
  const pageHref = usePageHref(state, proposalListSearch);
  const phone = usePhoneList();
  const change = (next: Partial<ProposalListState>) => go(withProposalFilters(state, next));
  const filtered = state.status !== '' || state.clientId !== '';
  const deleted = (useLocation().state as Partial<DeletedProposal> | null)?.deleted;

  return (
    <div className="account-page container command-list">
      <div className="command-heading">
        <h1 ref={heading} tabIndex={-1}>{t('areas.proposals')}</h1>
        <Link className="btn btn-primary" to={newProposalPath(state.clientId || undefined)}>
          <FilePlus2 aria-hidden="true" size={18} />
          {t('proposals.new')}
        </Link>
      </div>
      <p className="account-intro">{t('proposals.intro')}</p>
      {deleted ? <p className="form-success" role="status" dir="auto">{t('proposals.deleted', { title: deleted })}</p> : null}
      <form className="list-filters card" role="search" aria-label={t('proposals.filters.label')} onSubmit={(event: FormEvent) => event.preventDefault()}>
        <div className="list-filter-grid">
          <SelectField path="status" label={t('proposals.filters.status')} value={state.status} onValue={(status) => change({ status: readChoice<ProposalStatus | ''>(status, PROPOSAL_STATUSES, '') })}>
            <option value="">{t('proposals.filters.anyStatus')}</option>
            {PROPOSAL_STATUSES.map((status) => (
              <option key={status} value={status}>{t(`proposals.statuses.${status}`)}</option>
            ))}
          </SelectField>
          <ClientFilter clientId={state.clientId} onChoose={(clientId) => change({ clientId })} />
        </div>
        {filtered ? (
          <button type="button" className="btn btn-outline list-clear" onClick={() => change({ status: '', clientId: '' })}>
            <FilterX aria-hidden="true" size={18} />
            {t('proposals.filters.clear')}
          </button>
        ) : null}
      </form>
      <ListFrame
        list={list}
        count={(total) => t('proposals.count', { count: total })}
        empty={
          <div className="list-empty card">
            <p>{filtered ? t('proposals.emptyFiltered') : t('proposals.empty')}</p>
            {filtered ? (
              <Link className="btn btn-outline" to={`/proposals${proposalListSearch(PROPOSAL_LIST_DEFAULTS)}`}>{t('proposals.filters.clear')}</Link>
            ) : null}
          </div>
        }
        loadFailedTitle={t('proposals.loadFailed')}
        pageHref={pageHref}
        pagesLabel={t('proposals.pages')}
        rows={({ proposals }) => (phone ? <ProposalCards rows={proposals} withAgent={withAgent} /> : <ProposalsTable rows={proposals} withAgent={withAgent} />)}
      />
    </div>
  );
}

const COLUMNS = ['title', 'client', 'agent', 'status', 'items', 'total', 'expires'] as const;

/** One row's facts as both forms of the list show them. */
function useRowFacts(row: ProposalListRow) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  return {
    title: (
      <Link to={proposalPath(row.id)} dir="auto">
        {row.title}
      </Link>
    ),
    client: (
      <Link to={`/clients/${row.client.id}`} dir="auto">
        {row.client.name}
      </Link>
    ),
    agent: row.agent ? <span dir="auto">{row.agent.name}</span> : <span className="list-muted">{t('proposals.noAgent')}</span>,
    items: t('proposals.itemCount', { count: row.itemCount }),
    total: <Totals totals={row.totals} />,
    expires: shortDay(row.expiresAt, language),
  };
}

function ProposalsTable({ rows, withAgent }: { rows: readonly ProposalListRow[]; withAgent: boolean }) {
  const { t } = useTranslation('command');
  const columns = COLUMNS.filter((column) => withAgent || column !== 'agent');
  return (
    <TableFrame label={t('proposals.caption')}>
      <table className="list-table proposals-table">
        <caption className="visually-hidden">{t('proposals.caption')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">{t(`proposals.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ProposalRow key={row.id} row={row} withAgent={withAgent} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function ProposalRow({ row, withAgent }: { row: ProposalListRow; withAgent: boolean }) {
  const facts = useRowFacts(row);
  return (
    <tr>
      <th scope="row">
        {facts.title}
        <AttentionBadges row={row} />
      </th>
      <td>{facts.client}</td>
      {withAgent ? <td>{facts.agent}</td> : null}
      <td><ProposalStatusBadge status={row.status} /></td>
      <td>{facts.items}</td>
      <td className="list-amount">{facts.total}</td>
      <td>{facts.expires}</td>
    </tr>
  );
}

function ProposalCards({ rows, withAgent }: { rows: readonly ProposalListRow[]; withAgent: boolean }) {
  return (
    <ul className="list-cards">
      {rows.map((row) => (
        <li key={row.id}>
          <ProposalCard row={row} withAgent={withAgent} />
        </li>
      ))}
    </ul>
  );
}

function ProposalCard({ row, withAgent }: { row: ProposalListRow; withAgent: boolean }) {
  const { t } = useTranslation('command');
  const facts = useRowFacts(row);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      <div className="list-card-top">
        <ProposalStatusBadge status={row.status} />
        <AttentionBadges row={row} />
      </div>
      <h2 id={titleId} className="list-card-title">{facts.title}</h2>
      <dl className="list-card-facts">
        <div>
          <dt>{t('proposals.columns.client')}</dt>
          <dd>{facts.client}</dd>
        </div>
        {withAgent ? (
          <div>
            <dt>{t('proposals.columns.agent')}</dt>
            <dd>{facts.agent}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('proposals.columns.items')}</dt>
          <dd>{facts.items}</dd>
        </div>
        <div>
          <dt>{t('proposals.columns.total')}</dt>
          <dd>{facts.total}</dd>
        </div>
        <div>
          <dt>{t('proposals.columns.expires')}</dt>
          <dd>{facts.expires}</dd>
        </div>
      </dl>
    </article>
  );
}
