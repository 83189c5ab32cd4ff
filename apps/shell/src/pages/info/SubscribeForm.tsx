import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_ERROR_CODES, isoDay } from '@travel/contracts';
import { useSubscribeMutation, useSubscriptionQuery, type ApiQueryError } from '@travel/store';
import { Skeleton } from '@travel/ui';
import { failureText } from '@travel/ui/account';
import { CardPaymentForm, cardErrors, fieldId, formatMinor, type CardValues } from '@travel/ui/booking';

const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', holderName: '' };

/** The plan and its price, then the demo card: what an unsubscribed agency's owner or admin subscribes with (SPEC 2.6, 6). */
export function SubscribeForm({ language }: { language: string }) {
  const { t } = useTranslation('pages');
  const subscription = useSubscriptionQuery();
  const [subscribe, { isLoading: paying }] = useSubscribeMutation();
  const [card, setCard] = useState<CardValues>(EMPTY_CARD);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [declined, setDeclined] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const errors = cardErrors(card, isoDay(new Date()));
  const visibleErrors = Object.fromEntries(Object.entries(errors).filter(([path]) => submitted || touched.has(path)));

  if (!subscription.data) {
    return subscription.isError ? (
      <p className="form-alert" role="alert">{t('subscription.loadFailed')}</p>
    ) : (
      <Skeleton height={320} />
    );
  }
  const { plan } = subscription.data;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setDeclined(undefined);
    setFailure(undefined);
    const [first] = Object.keys(errors);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    try {
      await subscribe({ card }).unwrap();
    } catch (rejection) {
      const { code } = (rejection ?? {}) as Partial<ApiQueryError>;
      if (code === BOOKING_ERROR_CODES.cardDeclined) setDeclined(t('subscription.declined'));
      else setFailure(failureText(rejection, (message) => t('subscription.failed', { message }), t('subscription.failedGeneric')));
    }
  };

  return (
    <form className="subscribe-form" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="subscription-plan-title">
      <section className="subscription-plan card">
        <h2 id="subscription-plan-title">{t('subscription.plan')}</h2>
        <p className="subscription-price">{t('subscription.price', { price: formatMinor(plan.amount, plan.currency, language) })}</p>
        <p>{t('subscription.planIncludes')}</p>
      </section>
      <CardPaymentForm
        values={card}
        errors={visibleErrors}
        onChange={setCard}
        onBlur={(path) => setTouched((before) => new Set(before).add(path))}
        declined={declined}
        disabled={paying}
      />
      {failure ? <p className="form-alert" role="alert">{failure}</p> : null}
      <button type="submit" className="btn btn-primary" disabled={paying} aria-busy={paying}>
        {paying ? t('subscription.subscribing') : t('subscription.subscribe', { price: formatMinor(plan.amount, plan.currency, language) })}
      </button>
    </form>
  );
}
