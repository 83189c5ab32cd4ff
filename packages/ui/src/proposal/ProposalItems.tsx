import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import type { ClientProposal, ProposalItem } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { sentenceWithReference } from '../booking/BookingReference';
import { formatMinor } from '../booking/format';
import { formatProposalDay } from './proposalDates';

type Money = (minor: number, currency: string) => string;

/**
 * A re-quoted item as the client reads it: its price now, and a change or a sell-out said in
 * words next to it, never left for the client to spot.
 */
function ItemPrice({ item, money }: { item: ProposalItem; money: Money }) {
  const { t } = useTranslation('checkout');
  if (item.availability === 'soldOut' || item.currentTotal === null) {
    return (
      <p className="proposal-item-state proposal-item-sold-out">
        <strong>{t('proposal.soldOut')}</strong>{' '}
        <span className="proposal-item-was">{t('proposal.quotedWas', { amount: money(item.quotedTotal, item.currency) })}</span>
      </p>
    );
  }
  if (item.currentTotal !== item.quotedTotal) {
    return (
      <p className="proposal-item-state proposal-item-changed">
        <strong>{t('proposal.priceChanged', { from: money(item.quotedTotal, item.currency), to: money(item.currentTotal, item.currency) })}</strong>
      </p>
    );
  }
  return <p className="proposal-item-price">{money(item.currentTotal, item.currency)}</p>;
}

/**
 * What the client does with an item once they approved the proposal: book it in its service's
 * checkout (no account needed), or read the reference of the booking they made.
 */
function ItemBooking({ item, approved }: { item: ProposalItem; approved: boolean }) {
  const { t } = useTranslation('checkout');
  if (item.bookingReference) {
    return (
      <p className="proposal-item-booked">
        <CircleCheck aria-hidden="true" size={18} />
        {sentenceWithReference((slot) => t('proposal.bookedAs', { reference: slot }), item.bookingReference)}
      </p>
    );
  }
  if (!approved || item.availability === 'soldOut') return null;
  return (
    <Link className="btn btn-primary proposal-item-book" to={item.checkoutPath} aria-label={t('proposal.bookItem', { title: item.summary.title })}>
      {t('proposal.book')}
    </Link>
  );
}

function Item({ item, money, approved }: { item: ProposalItem; money: Money; approved: boolean }) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const { summary } = item;
  const dates = summary.start === summary.end ? formatProposalDay(summary.start, language) : `${formatProposalDay(summary.start, language)} – ${formatProposalDay(summary.end, language)}`;
  return (
    <li className={`proposal-item card${item.availability === 'soldOut' ? ' proposal-item-unavailable' : ''}`}>
      {summary.thumbnail ? <img className="proposal-item-image" src={summary.thumbnail} alt="" width={160} height={107} loading="lazy" decoding="async" /> : null}
      <div className="proposal-item-info">
        <h3 className="proposal-item-title" dir="auto">{summary.title}</h3>
        <p className="proposal-item-subtitle" dir="auto">{summary.subtitle}</p>
        <p className="proposal-item-facts">
          <span dir="auto">{dates}</span>
          <span>{t('proposal.travellers', { count: summary.travellers })}</span>
        </p>
      </div>
      <div className="proposal-item-prices">
        <ItemPrice item={item} money={money} />
        <ItemBooking item={item} approved={approved} />
      </div>
    </li>
  );
}

/** Every item and the totals (one per currency), on the client's page and its approve page; each approved item to book. */
export function ProposalItems({ proposal }: { proposal: Pick<ClientProposal, 'items' | 'totals' | 'status'> }) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const money: Money = (minor, currency) => formatMinor(minor, currency, language);
  return (
    <>
      <ul className="proposal-items" aria-label={t('proposal.itemsLabel')}>
        {proposal.items.map((item) => (
          <Item key={item.id} item={item} money={money} approved={proposal.status === 'approved'} />
        ))}
      </ul>
      {proposal.totals.length > 0 ? (
        <dl className="proposal-totals">
          {proposal.totals.map((total) => (
            <div key={total.currency}>
              <dt>{t('proposal.total')}</dt>
              <dd>
                {money(total.current, total.currency)}
                {total.current !== total.quoted ? (
                  <span className="proposal-total-was"> {t('proposal.totalWas', { amount: money(total.quoted, total.currency) })}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
