import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { managesAgency, type WalletGrant } from '@travel/contracts';
import { selectLanguage, useAppSelector, useWalletGrantsQuery } from '@travel/store';
import { Ltr } from '@travel/ui';
import { useSignedInUser } from '@travel/ui/account';
import { formatMinor } from '@travel/ui/booking';
import { AREA_PATHS } from '../areas';
import { Fact } from '../lists/DetailFrame';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { TableFrame } from '../lists/TableFrame';
import { shortDay } from '../lists/format';
import { readPage } from '../lists/listUrl';
import { usePhoneList } from '../lists/phone';
import { useFocusOnChange, useListState } from '../lists/useListState';
import './wallet-ledger.css';

interface LedgerState {
  page: number;
}

const readLedger = (params: URLSearchParams): LedgerState => ({ page: readPage(params.get('page')) });
const ledgerSearch = ({ page }: LedgerState): string => (page > 1 ? `?page=${page}` : '');

/** The API refuses the ledger to any agent but an owner or admin (403), whatever the sign-in said of the role. */
const refused = (error: unknown): boolean => typeof error === 'object' && error !== null && 'status' in error && error.status === 403;

/**
 * /wallet/details: the agency's credits ledger, every grant of wallet credits to a client,
 * newest first, paged on the server. Owners and admins only, as the API: another agent is
 * told so rather than shown a failure.
 */
export function WalletLedgerPage() {
  const { t } = useTranslation('command');
  const user = useSignedInUser();
  const manager = managesAgency(user);
  const [state] = useListState(readLedger, ledgerSearch);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  const list = useWalletGrantsQuery({ page: state.page }, { skip: !manager });
  const pageHref = usePageHref(state, ledgerSearch);
  const phone = usePhoneList();

  return (
    <div className="account-page container command-list">
      <h1 ref={heading} tabIndex={-1}>{t('areas.wallet')}</h1>
      <p className="account-intro">{t('walletLedger.intro')}</p>
      {!manager || (list.isError && refused(list.error)) ? (
        <p className="account-notice card">{t('walletLedger.managersOnly')}</p>
      ) : (
        <ListFrame
          list={list}
          count={(total) => t('walletLedger.count', { count: total })}
          empty={
            <div className="list-empty card">
              <p>{t('walletLedger.empty')}</p>
              <Link className="btn btn-outline" to={AREA_PATHS.clients}>{t('walletLedger.toClients')}</Link>
            </div>
          }
          loadFailedTitle={t('walletLedger.loadFailed')}
          pageHref={pageHref}
          pagesLabel={t('walletLedger.pages')}
          rows={({ grants }) => (phone ? <GrantCards grants={grants} /> : <GrantsTable grants={grants} />)}
        />
      )}
    </div>
  );
}

const COLUMNS = ['date', 'client', 'email', 'amount', 'reason', 'grantedBy'] as const;

/** A grant's cells, the same in the table and on a card. */
function useGrantFacts(grant: WalletGrant) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const name = <span dir="auto">{grant.account.name}</span>;
  return {
    date: shortDay(grant.createdAt, language),
    // A deleted client's grants stay in the ledger, without a page to open.
    client: grant.clientId ? <Link to={`${AREA_PATHS.clients}/${grant.clientId}`}>{name}</Link> : name,
    email: <Ltr>{grant.account.email}</Ltr>,
    amount: formatMinor(grant.amount, grant.currency, language),
    reason: <span dir="auto">{grant.reason}</span>,
    grantedBy: grant.grantedBy ? <span dir="auto">{grant.grantedBy}</span> : <span className="list-muted">{t('walletLedger.formerAgent')}</span>,
  };
}

function GrantsTable({ grants }: { grants: readonly WalletGrant[] }) {
  const { t } = useTranslation('command');
  return (
    <TableFrame label={t('walletLedger.caption')}>
      <table className="list-table wallet-ledger-table">
        <caption className="visually-hidden">{t('walletLedger.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">{t(`walletLedger.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grants.map((grant) => (
            <GrantRow key={grant.id} grant={grant} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function GrantRow({ grant }: { grant: WalletGrant }) {
  const facts = useGrantFacts(grant);
  return (
    <tr>
      <td className="list-amount">{facts.date}</td>
      <th scope="row">{facts.client}</th>
      <td>{facts.email}</td>
      <td className="list-amount">{facts.amount}</td>
      <td className="wallet-ledger-reason">{facts.reason}</td>
      <td>{facts.grantedBy}</td>
    </tr>
  );
}

function GrantCards({ grants }: { grants: readonly WalletGrant[] }) {
  return (
    <ul className="list-cards">
      {grants.map((grant) => (
        <li key={grant.id}>
          <GrantCard grant={grant} />
        </li>
      ))}
    </ul>
  );
}

function GrantCard({ grant }: { grant: WalletGrant }) {
  const { t } = useTranslation('command');
  const facts = useGrantFacts(grant);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      <h2 id={titleId} className="list-card-title">{facts.client}</h2>
      <dl className="list-card-facts">
        <Fact label={t('walletLedger.columns.amount')}>{facts.amount}</Fact>
        <Fact label={t('walletLedger.columns.date')}>{facts.date}</Fact>
        <Fact label={t('walletLedger.columns.reason')} wide>{facts.reason}</Fact>
        <Fact label={t('walletLedger.columns.email')} wide>{facts.email}</Fact>
        <Fact label={t('walletLedger.columns.grantedBy')}>{facts.grantedBy}</Fact>
      </dl>
    </article>
  );
}
