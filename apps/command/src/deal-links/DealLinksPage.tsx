import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Trash2 } from 'lucide-react';
import { toMajor, type DealLink } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr, Modal, formatMoney } from '@travel/ui';
import { failureText } from '@travel/ui/account';
import { useDealLinksQuery, useDeleteDealLinkMutation } from '../api';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { TableFrame } from '../lists/TableFrame';
import { shortDay } from '../lists/format';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { CopyLinkButton } from '../lists/CopyLinkButton';
import { DealLinkForm } from './DealLinkForm';
import './deal-links.css';

interface DealLinkListState {
  page: number;
}

const readList = (params: URLSearchParams): DealLinkListState => {
  const page = Number(params.get('page'));
  return { page: Number.isInteger(page) && page >= 1 ? page : 1 };
};
const listSearch = ({ page }: DealLinkListState): string => (page > 1 ? `?page=${page}` : '');

/** /deal-link: the form for a new link, then the agent's links (owners and admins: the agency's), newest first, paged on the server. */
export function DealLinksPage() {
  const { t } = useTranslation('command');
  const [state, go] = useListState(readList, listSearch);
  const heading = useFocusOnChange<HTMLHeadingElement>(state.page);
  const list = useDealLinksQuery({ page: state.page });
  const pageHref = usePageHref(state, listSearch);
  const [deleting, setDeleting] = useState<DealLink | null>(null);
  const [notice, setNotice] = useState('');
  // A new link is the newest: the first page shows it.
  const showNewest = useCallback(() => go({ page: 1 }), [go]);

  return (
    <div className="account-page container command-list">
      <div className="command-heading">
        <h1 ref={heading} tabIndex={-1}>{t('areas.dealLink')}</h1>
      </div>
      <p className="account-intro">{t('dealLinks.intro')}</p>
      <DealLinkForm onCreated={showNewest} />
      <p role="status" className="deal-link-notice">{notice}</p>
      <ListFrame
        list={list}
        count={(total) => t('dealLinks.count', { count: total })}
        empty={
          <div className="list-empty card">
            <p>{t('dealLinks.empty')}</p>
          </div>
        }
        loadFailedTitle={t('dealLinks.loadFailed')}
        pageHref={pageHref}
        pagesLabel={t('dealLinks.pages')}
        rows={({ dealLinks, currency }) => <DealLinksTable links={dealLinks} currency={currency} onDelete={setDeleting} />}
      />
      {deleting ? (
        <DeleteDealLink
          link={deleting}
          onClose={(deleted) => {
            setDeleting(null);
            if (deleted) setNotice(t('dealLinks.deleted', { label: deleting.label }));
          }}
        />
      ) : null}
    </div>
  );
}

const COLUMNS = ['label', 'service', 'link', 'clicks', 'bookings', 'sales', 'expiry', 'actions'] as const;

function DealLinksTable({ links, currency, onDelete }: { links: readonly DealLink[]; currency: string; onDelete: (link: DealLink) => void }) {
  const { t } = useTranslation('command');
  return (
    <TableFrame label={t('dealLinks.caption')}>
      <table className="list-table deal-links-table">
        <caption className="visually-hidden">{t('dealLinks.caption')}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">{t(`dealLinks.columns.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {links.map((link) => (
            <DealLinkRow key={link.id} link={link} currency={currency} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

function DealLinkRow({ link, currency, onDelete }: { link: DealLink; currency: string; onDelete: (link: DealLink) => void }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const url = `${window.location.origin}${link.path}`;
  return (
    <tr>
      <th scope="row">
        <span dir="auto">{link.label}</span>
        {link.agent ? <span className="list-muted deal-link-maker">{t('dealLinks.madeBy', { name: link.agent.name })}</span> : null}
      </th>
      <td>{t(`dealLinks.services.${link.service}`)}</td>
      <td>
        <span className="deal-link-url"><Ltr>{url}</Ltr></span>
        <CopyLinkButton url={url} label={link.label} />
      </td>
      <td className="list-amount">{link.clicks}</td>
      <td className="list-amount">{link.bookings}</td>
      <td className="list-amount">{formatMoney(toMajor(link.sales, currency), currency, language)}</td>
      <td>
        {link.expired ? <span className="status-badge status-cancelled">{t('dealLinks.expired')}</span> : link.expiresAt ? shortDay(link.expiresAt, language) : <span className="list-muted">{t('dealLinks.never')}</span>}
      </td>
      <td>
        <button type="button" className="btn btn-outline list-action" onClick={() => onDelete(link)} aria-label={t('dealLinks.deleteNamed', { label: link.label })}>
          <Trash2 aria-hidden="true" size={16} />
          {t('dealLinks.delete')}
        </button>
      </td>
    </tr>
  );
}

/** Asks before deleting: the link stops working at once; its bookings stay. */
function DeleteDealLink({ link, onClose }: { link: DealLink; onClose: (deleted: boolean) => void }) {
  const { t } = useTranslation('command');
  const [remove, { isLoading }] = useDeleteDealLinkMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    try {
      await remove(link.id).unwrap();
      onClose(true);
    } catch (rejection) {
      setFailure(failureText(rejection, (message) => t('dealLinks.deleteFailed', { message }), t('dealLinks.deleteFailedGeneric')));
    }
  };

  return (
    <Modal title={t('dealLinks.confirmTitle')} onClose={() => onClose(false)} closeLabel={t('dealLinks.cancel')}>
      <p dir="auto">{t('dealLinks.confirmText', { label: link.label })}</p>
      {failure ? <p role="alert" className="form-alert">{failure}</p> : null}
      <div className="deal-link-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={() => onClose(false)}>{t('dealLinks.cancel')}</button>
        <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void confirm()}>{t('dealLinks.confirmDelete')}</button>
      </div>
    </Modal>
  );
}
