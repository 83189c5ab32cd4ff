import type { ReactNode } from 'react';

/**
 * The form and the summary of what is booked. On phones the summary comes first, folded;
 * on wide screens it is the sticky column beside the form (booking.css).
 */
export function CheckoutLayout({ summary, children }: { summary: ReactNode; children: ReactNode }) {
  return (
    <div className="checkout-layout">
      {summary}
      {children}
    </div>
  );
}
