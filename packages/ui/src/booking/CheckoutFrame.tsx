import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';

/** A link back to what is being booked, in the service's words ("Back to the hotel"). */
export interface BackLink {
  to: string;
  label: string;
}

/** The checkout page around every state of it: the way back, the title, then the state. */
export function CheckoutFrame({ children, back }: { children: ReactNode; back?: BackLink }) {
  const { t } = useTranslation('checkout');
  return (
    <div className="checkout-page container">
      {back ? (
        <Link className="checkout-back" to={back.to}>
          <ArrowLeft aria-hidden="true" size={16} /> {back.label}
        </Link>
      ) : null}
      <h1>{t('page.title')}</h1>
      {children}
    </div>
  );
}
