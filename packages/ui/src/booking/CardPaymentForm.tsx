import { Trans, useTranslation } from 'react-i18next';
import { FlaskConical, Lock } from 'lucide-react';
import { TEST_CARDS, cardBrand, cardDigits, cvcLength, formatCardNumber } from '@travel/contracts';
import { Ltr } from '../bidi/Ltr';
import { CardBrandIcon } from './CardBrandIcon';
import { TextField } from './TextField';
import { formatExpiryInput, type CardValues, type FieldErrors } from './rules';

export interface CardPaymentFormProps {
  values: CardValues;
  errors: FieldErrors;
  onChange: (values: CardValues) => void;
  onBlur: (path: string) => void;
  /** The gateway's refusal, shown with the card (the typed details stay). */
  declined?: string;
  disabled?: boolean;
  /** The demo gateway is a test gateway: show its documented test numbers. */
  testMode?: boolean;
}

/** Card number (formatted as typed, brand shown), expiry MM/YY, CVC and the name on the card. */
export function CardPaymentForm({ values, errors, onChange, onBlur, declined, disabled, testMode = true }: CardPaymentFormProps) {
  const { t } = useTranslation('checkout');
  const brand = cardBrand(cardDigits(values.number));
  const set = (field: keyof CardValues) => (value: string) => onChange({ ...values, [field]: value });
  const common = (path: string) => ({ path, error: errors[path], onBlur: () => onBlur(path), disabled });

  return (
    <fieldset className="checkout-section card card-payment" aria-describedby={declined ? 'checkout-card-declined' : undefined}>
      <legend>{t('card.title')}</legend>
      <p className="checkout-section-intro card-payment-secure">
        <Lock aria-hidden="true" size={16} /> {t('card.secure')}
      </p>
      {declined ? (
        <p id="checkout-card-declined" className="form-alert" role="alert">
          {declined}
        </p>
      ) : null}
      <TextField
        {...common('card.number')}
        label={t('card.number')}
        value={values.number}
        onValue={(value) => set('number')(formatCardNumber(value))}
        autoComplete="cc-number"
        inputMode="numeric"
        dir="ltr"
        placeholder="1234 5678 9012 3456"
        adornment={<CardBrandIcon brand={brand} />}
        className="field-card-number"
      />
      <div className="field-row field-row-compact">
        <TextField
          {...common('card.expiry')}
          label={t('card.expiry')}
          value={values.expiry}
          onValue={(value) => set('expiry')(formatExpiryInput(value))}
          autoComplete="cc-exp"
          inputMode="numeric"
          dir="ltr"
          placeholder={t('card.expiryPlaceholder')}
          maxLength={5}
        />
        <TextField
          {...common('card.cvc')}
          label={t('card.cvc')}
          value={values.cvc}
          onValue={(value) => set('cvc')(value.replace(/\D/g, '').slice(0, 4))}
          autoComplete="cc-csc"
          inputMode="numeric"
          dir="ltr"
          maxLength={4}
          hint={t('card.cvcHint', { digits: cvcLength(brand) })}
        />
      </div>
      <TextField {...common('card.holderName')} label={t('card.holderName')} value={values.holderName} onValue={set('holderName')} autoComplete="cc-name" />
      {testMode ? (
        <aside className="test-mode" aria-label={t('card.testMode')}>
          <FlaskConical aria-hidden="true" size={16} />
          <div>
            <strong>{t('card.testMode')}</strong>
            <p>
              <Trans t={t} i18nKey="card.testApprove" values={{ number: formatCardNumber(TEST_CARDS.approve) }} components={{ num: <Ltr /> }} />
              <br />
              <Trans t={t} i18nKey="card.testDecline" values={{ number: formatCardNumber(TEST_CARDS.decline) }} components={{ num: <Ltr /> }} />
              <br />
              {t('card.testAny')}
            </p>
          </div>
        </aside>
      ) : null}
    </fieldset>
  );
}
