import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from './useCheckout';

/** The checkout's form: Pay submits it; after a press with errors, focus goes to the first field marked invalid. */
export function CheckoutForm<Extra>({ checkout, children }: { checkout: Checkout<Extra>; children: ReactNode }) {
  const { t } = useTranslation('checkout');
  const formRef = useRef<HTMLFormElement>(null);
  const { submits } = checkout;
  useEffect(() => {
    if (submits > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submits]);
  return (
    <form ref={formRef} className="checkout-form" noValidate onSubmit={(event) => void checkout.pay(event)} aria-labelledby="checkout-form-title">
      <h2 id="checkout-form-title" className="visually-hidden">{t('page.formTitle')}</h2>
      {children}
    </form>
  );
}
