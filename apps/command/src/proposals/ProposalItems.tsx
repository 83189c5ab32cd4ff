import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AlertTriangle, ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { canEditProposal, type AgentProposalItem, type Proposal } from '@travel/contracts';
import { selectLanguage, useAppSelector, useRemoveProposalItemMutation, useReorderProposalItemsMutation } from '@travel/store';
import { ServiceName } from '../bookings/BookingParts';
import { useCheckoutServices } from '../checkoutServices';
import { shortDayRange } from '../lists/format';
import { ConfirmDialog } from './ConfirmDialog';
import { Money, useProposalFailure } from './ProposalParts';

/** The item's ids with one moved a place up (-1) or down (+1). */
const movedOrder = (items: readonly AgentProposalItem[], index: number, step: -1 | 1): string[] => {
  const ids = items.map((item) => item.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + step, 0, moved ?? '');
  return ids;
};

/**
 * The proposal's offers as priced at the last re-quote: each with what was quoted, what it
 * costs now and whether it is still to be had, the moved or gone ones marked in words; in a
 * draft, removed (after a confirmation) and put in order. Then the totals per currency.
 */
export function ProposalItems({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('command');
  const failure = useProposalFailure();
  const editable = canEditProposal(proposal.status, 'items');
  const [removing, setRemoving] = useState<AgentProposalItem | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, removal] = useRemoveProposalItemMutation();
  const [reorder, reordering] = useReorderProposalItemsMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);

  /** The item just moved, and which way: its buttons take the focus back once the new order is shown. */
  const [moved, setMoved] = useState<{ itemId: string; step: -1 | 1; order: string } | null>(null);
  const order = proposal.items.map((item) => item.id).join();
  useEffect(() => {
    if (!moved || moved.order !== order || reordering.isLoading) return;
    // The moved item's own button keeps the focus, or its other one at the end of the list.
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>(`[data-move="${moved.itemId}"]`) ?? [])].filter((button) => !button.disabled);
    (buttons.find((button) => button.dataset.step === String(moved.step)) ?? buttons[0])?.focus();
    setMoved(null);
  }, [moved, order, reordering.isLoading]);

  const move = async (index: number, step: -1 | 1) => {
    const item = proposal.items[index];
    if (!item) return;
    setProblem(null);
    try {
      const itemIds = movedOrder(proposal.items, index, step);
      await reorder({ proposalId: proposal.id, itemIds }).unwrap();
      setMoved({ itemId: item.id, step, order: itemIds.join() });
    } catch (rejection) {
      setProblem(failure(rejection).text);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ proposalId: proposal.id, itemId: removing.id }).unwrap();
      setRemoving(null);
      heading.current?.focus();
    } catch (rejection) {
      setProblem(failure(rejection).text);
    }
  };

  return (
    <section className="command-section card command-section-wide" aria-labelledby="proposal-items">
      <h2 id="proposal-items" ref={heading} tabIndex={-1}>{t('proposals.items.title', { count: proposal.items.length })}</h2>
      {problem && !removing ? <p className="form-alert" role="alert">{problem}</p> : null}
      {proposal.items.length === 0 ? (
        <EmptyItems editable={editable} />
      ) : (
        <ol ref={list} className="proposal-items" aria-busy={reordering.isLoading || undefined}>
          {proposal.items.map((item, index) => (
            <li key={item.id}>
              <ItemCard item={item} bookFor={proposal.status === 'approved' ? proposal.client.name : null} />
              {editable ? (
                <div className="proposal-item-tools">
                  <button type="button" className="btn btn-outline btn-small" data-move={item.id} data-step="-1" disabled={index === 0 || reordering.isLoading} onClick={() => void move(index, -1)}>
                    <ArrowUp aria-hidden="true" size={16} />
                    {t('proposals.items.moveUp')}
                    <span className="visually-hidden">: {item.summary.title}</span>
                  </button>
                  <button type="button" className="btn btn-outline btn-small" data-move={item.id} data-step="1" disabled={index === proposal.items.length - 1 || reordering.isLoading} onClick={() => void move(index, 1)}>
                    <ArrowDown aria-hidden="true" size={16} />
                    {t('proposals.items.moveDown')}
                    <span className="visually-hidden">: {item.summary.title}</span>
                  </button>
                  <button type="button" className="btn btn-danger-outline btn-small" onClick={() => { setProblem(null); setRemoving(item); }}>
                    <Trash2 aria-hidden="true" size={16} />
                    {t('proposals.items.remove')}
                    <span className="visually-hidden">: {item.summary.title}</span>
                  </button>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {proposal.totals.length > 0 ? <ProposalTotals proposal={proposal} /> : null}
      {removing ? (
        <ConfirmDialog
          title={t('proposals.items.removeTitle')}
          confirmLabel={t('proposals.items.removeConfirm')}
          busyLabel={t('proposals.items.removing')}
          busy={removal.isLoading}
          failure={problem}
          danger
          onConfirm={() => void confirmRemove()}
          onClose={() => { setRemoving(null); setProblem(null); }}
        >
          <p dir="auto">{t('proposals.items.removeText', { title: removing.summary.title })}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/** How the price stands since it was quoted, in words: never colour alone. */
function Availability({ item }: { item: AgentProposalItem }) {
  const { t } = useTranslation('command');
  if (item.availability === 'soldOut') return <span className="proposal-availability proposal-availability-gone">{t('proposals.items.soldOut')}</span>;
  if (item.availability === 'available' || item.currentTotal === null) return <span className="proposal-availability">{t('proposals.items.available')}</span>;
  const sign = item.currentTotal > item.quotedTotal ? '+' : '−';
  return <span className="proposal-availability proposal-availability-changed">{t('proposals.items.changed', { change: `${sign}${item.driftPercent ?? 0}` })}</span>;
}

/** `bookFor`: the approved proposal's client, for whom the agent may book an item the client has not booked yet. */
function ItemCard({ item, bookFor }: { item: AgentProposalItem; bookFor: string | null }) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const { summary } = item;
  return (
    <article className={`proposal-item${item.needsAttention ? ' needs-attention' : ''}`} aria-label={summary.title}>
      <div className="proposal-item-head">
        <ServiceName service={item.service} />
        <Availability item={item} />
        {item.needsAttention ? (
          <span className="proposal-attention">
            <AlertTriangle aria-hidden="true" size={16} />
            {t('proposals.items.needsAttention')}
          </span>
        ) : null}
      </div>
      <h3 className="proposal-item-title" dir="auto">{summary.title}</h3>
      {summary.subtitle ? <p className="list-secondary" dir="auto">{summary.subtitle}</p> : null}
      <dl className="list-card-facts proposal-item-facts">
        <div>
          <dt>{t('proposals.items.dates')}</dt>
          <dd>{shortDayRange(summary.start, summary.end, language)}</dd>
        </div>
        <div>
          <dt>{t('proposals.items.travellers')}</dt>
          <dd>{t('proposals.items.travellerCount', { count: summary.travellers })}</dd>
        </div>
        <div>
          <dt>{t('proposals.items.quoted')}</dt>
          <dd><Money amount={item.quotedTotal} currency={item.currency} /></dd>
        </div>
        <div>
          <dt>{t('proposals.items.current')}</dt>
          <dd>{item.currentTotal === null ? t('proposals.items.soldOut') : <Money amount={item.currentTotal} currency={item.currency} />}</dd>
        </div>
        {item.bookingReference ? (
          <div>
            <dt>{t('proposals.items.booking')}</dt>
            <dd>
              <Link to={`/bookings/${item.bookingReference}`}>{item.bookingReference}</Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {bookFor !== null && item.bookingReference === null && item.availability !== 'soldOut' ? (
        <p className="proposal-item-actions">
          <Link className="btn btn-outline" to={item.checkoutPath}>
            {t('proposals.items.bookFor', { client: bookFor })}
          </Link>
        </p>
      ) : null}
    </article>
  );
}

/** The sums per currency, quoted and now (sold-out items left out, as the client would pay). */
function ProposalTotals({ proposal }: { proposal: Proposal }) {
  const { t } = useTranslation('command');
  return (
    <dl className="command-facts proposal-totals-facts">
      {proposal.totals.map((total) => (
        <div key={total.currency}>
          <dt>{t('proposals.items.total', { currency: total.currency })}</dt>
          <dd>
            <Money amount={total.current} currency={total.currency} />
            {total.current !== total.quoted ? (
              <span className="list-secondary">
                {t('proposals.items.totalQuoted')} <Money amount={total.quoted} currency={total.currency} />
              </span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An empty draft: how offers get in (the services' own search pages), for the services the agency sells. */
function EmptyItems({ editable }: { editable: boolean }) {
  const { t } = useTranslation('command');
  const searches = useCheckoutServices();
  if (!editable) return <p className="list-muted">{t('proposals.items.none')}</p>;
  return (
    <div className="proposal-empty">
      <p>{t('proposals.items.howToAdd')}</p>
      {searches.length > 0 ? (
        <ul className="proposal-search-links">
          {searches.map((key) => (
            <li key={key}>
              <Link className="btn btn-outline" to={`/booknow/${key}`}>{t(`proposals.items.search.${key}`)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
