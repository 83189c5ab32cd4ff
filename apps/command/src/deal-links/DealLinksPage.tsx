import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DealLink } from '@travel/contracts';
import { pageCall, usePageData } from '@travel/store';
import { Modal } from '@travel/ui';
import { failureText } from '@travel/ui/account';
import { commandApi, useDealLinksQuery, useDeleteDealLinkMutation } from '../api';
import { ListFrame, usePageHref } from '../lists/ListFrame';
import { usePhoneList } from '../lists/phone';
import { useFocusOnChange, useListState } from '../lists/useListState';
import { DealLinkCards, DealLinksTable } from './DealLinkRows';
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
  const listQuery = { page: state.page };
  usePageData(pageCall(commandApi.endpoints.dealLinks, listQuery));
  const list = useDealLinksQuery(listQuery);
  const pageHref = usePageHref(state, listSearch);
  const phone = usePhoneList();
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
        rows={({ dealLinks, currency }) =>
          phone ? <DealLinkCards links={dealLinks} currency={currency} onDelete={setDeleting} /> : <DealLinksTable links={dealLinks} currency={currency} onDelete={setDeleting} />
        }
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
