import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Briefcase, Luggage, RefreshCw, Undo2 } from 'lucide-react';
import type { FareBrand } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatMinor } from '../booking/format';

export const BRAND_RULES = ['carryOn', 'checked', 'changes', 'refund'] as const;
export type BrandRule = (typeof BRAND_RULES)[number];

/**
 * What a fare brand gives (bags, changes, cancellation), in the flights namespace's words, so
 * a traveller sees the rules before paying and finds them again on the e-ticket and in My Trips.
 */
export function FareBrandRules({ brand, rules = BRAND_RULES }: { brand: FareBrand; rules?: readonly BrandRule[] }) {
  const { t } = useTranslation('flights');
  const language = useAppSelector(selectLanguage);
  const fee = (amount: number) => formatMinor(amount, brand.currency, language);
  const shown: Record<BrandRule, { icon: ReactNode; label: string; value: string }> = {
    carryOn: { icon: <Briefcase aria-hidden="true" size={16} />, label: t('brands.carryOn'), value: t('brands.bags', { count: brand.carryOnBags }) },
    checked: {
      icon: <Luggage aria-hidden="true" size={16} />,
      label: t('brands.checked'),
      value: brand.checkedBags === 0 ? t('brands.noChecked') : t('brands.checkedBags', { count: brand.checkedBags, kg: brand.checkedBagKg }),
    },
    changes: { icon: <RefreshCw aria-hidden="true" size={16} />, label: t('brands.changes'), value: t(`brands.change.${brand.changes}`, { fee: fee(brand.changeFee) }) },
    refund: { icon: <Undo2 aria-hidden="true" size={16} />, label: t('brands.refund'), value: t(`brands.refunds.${brand.refund}`, { fee: fee(brand.cancellationFee) }) },
  };
  return (
    <dl className="brand-rules">
      {rules.map((rule) => (
        <div key={rule}>
          <dt>
            {shown[rule].icon}
            {shown[rule].label}
          </dt>
          <dd>{shown[rule].value}</dd>
        </div>
      ))}
    </dl>
  );
}
