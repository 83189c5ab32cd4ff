import type { ReactNode } from 'react';
import { CheckoutConfirm, type CheckoutConfirmProps } from './CheckoutConfirm';
import { CheckoutForm } from './CheckoutForm';
import { CheckoutLayout } from './CheckoutLayout';
import { CheckoutPayment } from './CheckoutPayment';
import { LeadTravellerFields } from './LeadTravellerFields';
import type { Checkout } from './useCheckout';
import type { CheckoutWording } from './wording';

export interface ServiceCheckoutFormProps<Extra> {
  checkout: Checkout<Extra>;
  /** What is booked, beside the form (the service's CheckoutSummary). */
  summary: ReactNode;
  /** Who is contacted about what, in the service's words. */
  leadIntro: string;
  soldOut: CheckoutConfirmProps<Extra>['soldOut'];
  wording?: CheckoutWording;
  /** The service's own fields, between the lead traveller and the payment. */
  children: ReactNode;
}

/** Every service's checkout form in the same order: the lead traveller, the service's own fields, the payment, then Pay. */
export function ServiceCheckoutForm<Extra>({ checkout, summary, leadIntro, soldOut, wording, children }: ServiceCheckoutFormProps<Extra>) {
  const { form, paying } = checkout;
  return (
    <CheckoutLayout summary={summary}>
      <CheckoutForm checkout={checkout}>
        <LeadTravellerFields
          values={form.values.lead}
          errors={form.visibleErrors}
          onChange={(lead) => form.update((before) => ({ ...before, lead }))}
          onBlur={form.blur}
          intro={leadIntro}
          disabled={paying}
        />
        {children}
        <CheckoutPayment checkout={checkout} wording={wording} />
        <CheckoutConfirm checkout={checkout} soldOut={soldOut} wording={wording} />
      </CheckoutForm>
    </CheckoutLayout>
  );
}
