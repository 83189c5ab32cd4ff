import { useTranslation } from 'react-i18next';
import type { ProposalListRow, ProposalStatus } from '@travel/contracts';
import { selectLanguage, useAppSelector, type ApiQueryError } from '@travel/store';
import { Ltr } from '@travel/ui';
import { failureText } from '@travel/ui/account';
import { formatMinor } from '@travel/ui/booking';
import { proposalRefusal, type ProposalRefusal } from './proposalForm';

/** Where a proposal's page is, and where a new one is made (for a client, from their page). */
export const proposalPath = (proposalId: string): string => `/proposals/${proposalId}`;
export const newProposalPath = (clientId?: string): string => `/proposals/new${clientId ? `?clientId=${encodeURIComponent(clientId)}` : ''}`;

/** The proposal's status as a badge: its name in words, so it never rests on colour alone. */
export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  const { t } = useTranslation('command');
  return <span className={`status-badge proposal-status proposal-status-${status}`}>{t(`proposals.statuses.${status}`)}</span>;
}

/** "2 moved", "1 sold out": what the agent should look at before the client does; nothing when all is as quoted. */
export function AttentionBadges({ row }: { row: Pick<ProposalListRow, 'moved' | 'soldOut'> }) {
  const { t } = useTranslation('command');
  if (row.moved === 0 && row.soldOut === 0) return null;
  return (
    <span className="proposal-attention-list">
      {row.moved > 0 ? <span className="proposal-attention">{t('proposals.attention.moved', { count: row.moved })}</span> : null}
      {row.soldOut > 0 ? <span className="proposal-attention proposal-attention-gone">{t('proposals.attention.soldOut', { count: row.soldOut })}</span> : null}
    </span>
  );
}

/** An amount in minor units of its currency, in the page's language, read left to right. */
export function Money({ amount, currency }: { amount: number; currency: string }) {
  const language = useAppSelector(selectLanguage);
  return <Ltr>{formatMinor(amount, currency, language)}</Ltr>;
}

/** The sums per currency ("€310.00 · $1,900.00"), each as the client would pay it now. */
export function Totals({ totals }: { totals: readonly { currency: string; current: number }[] }) {
  const { t } = useTranslation('command');
  if (totals.length === 0) return <span className="list-muted">{t('proposals.noTotal')}</span>;
  return (
    <span className="proposal-totals">
      {totals.map((total) => (
        <span key={total.currency}>
          <Money amount={total.current} currency={total.currency} />
        </span>
      ))}
    </span>
  );
}

/** A refused call in words: where to show it (a form's field, or above) and the text. */
export function useProposalFailure(): (rejection: unknown) => ProposalRefusal & { text: string } {
  const { t } = useTranslation('command');
  return (rejection) => {
    const refusal = proposalRefusal((rejection ?? {}) as ApiQueryError);
    const text = refusal.key ? t(refusal.key) : failureText(rejection, (message) => t('proposals.errors.failedWith', { message }), t('proposals.errors.failed'));
    return { ...refusal, text };
  };
}
