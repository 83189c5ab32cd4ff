import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { selectAgency, selectLanguage, useAppSelector } from '@travel/store';
import { useApiErrorText } from '../errors/apiErrorMessage';
import type { BackLink } from './CheckoutFrame';
import { formatMinor, formatMinorWithCode } from './format';
import { TermsCheckbox } from './TermsCheckbox';
import type { Checkout } from './useCheckout';
import type { CheckoutWording } from './wording';

export interface CheckoutConfirmProps<Extra> {
  checkout: Checkout<Extra>;
  /** In the service's words: what sold out ("this room has just sold out"), and where to choose again. */
  soldOut: { text: string; chooseAnother: BackLink };
  /** 'booking' for a service other than hotels (the terms' wording). */
  wording?: CheckoutWording;
}

/**
 * The foot of the checkout: the terms, what the last press of Pay came to (a new price to
 * confirm, sold out, a refusal, the fields to correct) and the Pay button.
 */
export function CheckoutConfirm<Extra>({ checkout, soldOut, wording }: CheckoutConfirmProps<Extra>) {
  const { t } = useTranslation('checkout');
  const { problemText } = useApiErrorText();
  const agency = useAppSelector(selectAgency);
  const language = useAppSelector(selectLanguage);
  const { quote, form, failure, priceBefore, paying } = checkout;
  const charged = formatMinorWithCode(checkout.cardAmount, quote.charge.currency, language);
  const cardNeeded = checkout.cardAmount > 0;
  const errorCount = Object.keys(form.visibleErrors).length;
  const payLabel = cardNeeded ? t('pay.button', { amount: charged }) : t('pay.credits');

  return (
    <div className="checkout-section card checkout-confirm">
      <TermsCheckbox
        agencyId={agency?.id ?? 0}
        checked={form.values.acceptTerms}
        onChange={(acceptTerms) => form.update((before) => ({ ...before, acceptTerms }))}
        error={form.visibleErrors.acceptTerms}
        disabled={paying}
        wording={wording}
      />
      {priceBefore ? (
        <p className="form-notice" role="alert">
          {t('outcome.priceChanged', {
            from: formatMinor(priceBefore.amount, priceBefore.currency, language),
            to: formatMinor(quote.display.totalRate, quote.display.currency, language),
          })}
        </p>
      ) : null}
      {checkout.soldOut ? (
        <div className="form-alert" role="alert">
          <p>{soldOut.text}</p>
          <Link to={soldOut.chooseAnother.to}>{soldOut.chooseAnother.label}</Link>
        </div>
      ) : null}
      {failure && failure.kind !== 'declined' && failure.kind !== 'soldOut' && failure.kind !== 'priceChanged' ? (
        <p className="form-alert" role="alert">
          {failure.kind === 'other' ? t('outcome.other', { message: problemText(failure.problem) }) : t(`outcome.${failure.kind}`)}
        </p>
      ) : null}
      {errorCount > 0 && checkout.submits > 0 && !failure ? <p className="field-error">{t('errors.fix', { count: errorCount })}</p> : null}
      {checkout.gateway.ready ? (
        <button type="submit" className="btn btn-primary checkout-pay" disabled={paying || checkout.soldOut} aria-busy={paying || undefined}>
          {paying ? <span className="btn-busy" aria-hidden="true" /> : null}
          {paying ? t('pay.busy') : payLabel}
        </button>
      ) : null}
      {quote.display.currency !== quote.charge.currency && cardNeeded ? <p className="field-hint">{t('summary.chargedAs', { amount: charged })}</p> : null}
    </div>
  );
}
