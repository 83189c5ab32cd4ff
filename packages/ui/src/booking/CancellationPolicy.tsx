import { useTranslation } from 'react-i18next';
import { ShieldCheck, ShieldAlert } from 'lucide-react';
import type { HotelCancellation } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatDay } from '../search/dayFormat';
import { formatMinor } from './format';

/** The policy in the page's language: free until a day, or what cancelling costs. */
export function CancellationPolicy({ policy }: { policy: HotelCancellation }) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  if ('freeUntil' in policy) {
    return (
      <p className="cancellation-policy cancellation-free">
        <ShieldCheck aria-hidden="true" size={18} />
        <span>{t('policy.freeUntil', { date: formatDay(policy.freeUntil, language) })}</span>
      </p>
    );
  }
  const { amount, currency, percentage } = policy.penalty;
  return (
    <p className="cancellation-policy cancellation-penalty">
      <ShieldAlert aria-hidden="true" size={18} />
      <span>
        {percentage >= 100 ? t('policy.nonRefundable') : t('policy.penalty', { amount: formatMinor(amount, currency, language), percent: percentage })}
      </span>
    </p>
  );
}
