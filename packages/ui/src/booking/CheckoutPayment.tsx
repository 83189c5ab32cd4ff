import { useTranslation } from 'react-i18next';
import { selectAgency, useAppSelector } from '@travel/store';
import { Skeleton } from '../Skeleton';
import { CardPaymentForm } from './CardPaymentForm';
import type { Checkout } from './useCheckout';
import { WalletToggle } from './WalletToggle';
import { worded, type CheckoutWording } from './wording';

/** How the booking is paid: wallet credits first when the traveller has some, then the card while it pays anything. */
export function CheckoutPayment<Extra>({ checkout, wording }: { checkout: Checkout<Extra>; wording?: CheckoutWording }) {
  const { t } = useTranslation('checkout');
  const agency = useAppSelector(selectAgency);
  const { quote, form, gateway, paying, failure } = checkout;
  return (
    <>
      {quote.wallet ? (
        <WalletToggle
          balance={quote.wallet.balance}
          currency={quote.wallet.currency}
          total={quote.charge.totalRate}
          checked={checkout.useWallet}
          onChange={checkout.setUseWallet}
          disabled={paying}
          wording={wording}
        />
      ) : null}
      {gateway.loading ? <Skeleton height={240} /> : null}
      {!gateway.loading && !gateway.ready ? (
        <p className="form-alert" role="alert">{t(worded('gateway.unavailable', wording), { agency: agency?.agencyName ?? '' })}</p>
      ) : null}
      {gateway.ready && checkout.cardAmount > 0 ? (
        <CardPaymentForm
          values={form.values.card}
          errors={form.visibleErrors}
          onChange={(card) => form.update((before) => ({ ...before, card }))}
          onBlur={form.blur}
          declined={failure?.kind === 'declined' ? t('outcome.declined') : undefined}
          disabled={paying}
        />
      ) : null}
    </>
  );
}
