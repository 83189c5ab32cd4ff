import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { toMajor, type DealLink } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { Ltr, formatMoney, useSiteOrigin } from '@travel/ui';
import { Fact } from '../lists/DetailFrame';
import { CopyLinkButton } from '../lists/CopyLinkButton';
import { TableFrame } from '../lists/TableFrame';
import { shortDay } from '../lists/format';

export interface DealLinkRowsProps {
  links: readonly DealLink[];
  /** The agency's currency, the sales' unit. */
  currency: string;
  /** Asks to delete a link (the page confirms first). */
  onDelete: (link: DealLink) => void;
}

type RowProps = Omit<DealLinkRowsProps, 'links'> & { link: DealLink };

const COLUMNS = ['label', 'service', 'link', 'clicks', 'bookings', 'sales', 'expiry', 'actions'] as const;

/** A link's cells and its actions, the same in the table and on a card. */
function useDealLinkFacts({ link, currency, onDelete }: RowProps) {
  const { t } = useTranslation('command');
  const language = useAppSelector(selectLanguage);
  const url = `${useSiteOrigin()}${link.path}`;
  return {
    label: <span dir="auto">{link.label}</span>,
    maker: link.agent ? <span className="list-muted deal-link-maker">{t('dealLinks.madeBy', { name: link.agent.name })}</span> : null,
    service: t(`dealLinks.services.${link.service}`),
    url: <span className="deal-link-url"><Ltr>{url}</Ltr></span>,
    copy: <CopyLinkButton url={url} label={link.label} />,
    clicks: link.clicks,
    bookings: link.bookings,
    sales: formatMoney(toMajor(link.sales, currency), currency, language),
    expiry: link.expired ? <span className="status-badge status-cancelled">{t('dealLinks.expired')}</span> : link.expiresAt ? shortDay(link.expiresAt, language) : <span className="list-muted">{t('dealLinks.never')}</span>,
    remove: (
      <button type="button" className="btn btn-outline list-action" onClick={() => onDelete(link)} aria-label={t('dealLinks.deleteNamed', { label: link.label })}>
        <Trash2 aria-hidden="true" size={16} />
        {t('dealLinks.delete')}
      </button>
    ),
  };
}

/** The links as a table (wider screens). */
export function DealLinksTable({ links, currency, onDelete }: DealLinkRowsProps) {
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

function DealLinkRow(props: RowProps) {
  const facts = useDealLinkFacts(props);
  return (
    <tr>
      <th scope="row">
        {facts.label}
        {facts.maker}
      </th>
      <td>{facts.service}</td>
      <td>
        {facts.url}
        {facts.copy}
      </td>
      <td className="list-amount">{facts.clicks}</td>
      <td className="list-amount">{facts.bookings}</td>
      <td className="list-amount">{facts.sales}</td>
      <td>{facts.expiry}</td>
      <td>{facts.remove}</td>
    </tr>
  );
}

/** The links as cards (phones: no table to scroll sideways). */
export function DealLinkCards({ links, currency, onDelete }: DealLinkRowsProps) {
  return (
    <ul className="list-cards">
      {links.map((link) => (
        <li key={link.id}>
          <DealLinkCard link={link} currency={currency} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function DealLinkCard(props: RowProps) {
  const { t } = useTranslation('command');
  const facts = useDealLinkFacts(props);
  const titleId = useId();
  return (
    <article className="list-card card" aria-labelledby={titleId}>
      {/* The card is named by its label alone; who made it follows. */}
      <h2 id={titleId} className="list-card-title">{facts.label}</h2>
      {facts.maker}
      <dl className="list-card-facts">
        <Fact label={t('dealLinks.columns.link')} wide>{facts.url}</Fact>
        <Fact label={t('dealLinks.columns.service')}>{facts.service}</Fact>
        <Fact label={t('dealLinks.columns.expiry')}>{facts.expiry}</Fact>
        <Fact label={t('dealLinks.columns.clicks')}>{facts.clicks}</Fact>
        <Fact label={t('dealLinks.columns.bookings')}>{facts.bookings}</Fact>
        <Fact label={t('dealLinks.columns.sales')}>{facts.sales}</Fact>
      </dl>
      {/* Copy and Delete together at the card's foot, where a thumb reaches them. */}
      <div className="command-actions">
        {facts.copy}
        {facts.remove}
      </div>
    </article>
  );
}
