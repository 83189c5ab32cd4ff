import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { splitPayment } from '@travel/contracts';
import { selectLanguage, useAppSelector } from '@travel/store';
import { formatMinor } from './format';
import { worded, type CheckoutWording } from './wording';

export interface WalletToggleProps {
  /** Credits, in the charge currency's minor units. */
  balance: number;
  total: number;
  currency: string;
  checked: boolean;
  onChange: (useWallet: boolean) => void;
  disabled?: boolean;
  /** 'booking' for a service other than hotels: "the whole booking", not "the whole stay". */
  wording?: CheckoutWording;
}

/** Pay with wallet credits first: the balance, and how much of this booking it covers. */
export function WalletToggle({ balance, total, currency, checked, onChange, disabled, wording }: WalletToggleProps) {
  const { t } = useTranslation('checkout');
  const language = useAppSelector(selectLanguage);
  const money = (minor: number) => formatMinor(minor, currency, language);
  const { walletAmount, cardAmount } = splitPayment(total, balance, true);
  return (
    <div className="checkout-section card wallet-toggle">
      <label className="checkbox">
        <input type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} aria-describedby="checkout-wallet-cover" />
        <Wallet aria-hidden="true" size={20} />
        <span>{t('wallet.use', { balance: money(balance) })}</span>
      </label>
      <p id="checkout-wallet-cover" className="field-hint">
        {cardAmount === 0 ? t(worded('wallet.coversAll', wording), { amount: money(walletAmount) }) : t('wallet.coversPart', { amount: money(walletAmount), rest: money(cardAmount) })}
      </p>
    </div>
  );
}
